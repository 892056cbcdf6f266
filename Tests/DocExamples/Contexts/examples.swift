// The sample view models.
import KizunaExamples
