// The app's scheduler for a machine's outputs: the main actor, as a Combine scheduler.
let mainScheduler = KizunaScheduler(MainActorScheduler.shared)
