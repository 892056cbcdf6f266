// KizunaRicemill is KizunaMachine under Ricemill's current names. Re-exporting it (and, through
// it, Combine or OpenCombine) lets a file that wrote `import Ricemill` write
// `import KizunaRicemill` and nothing else: every other name it uses is KizunaMachine's.
@_exported public import KizunaMachine
