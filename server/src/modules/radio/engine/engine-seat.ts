/** What an output that holds a connection (an Icecast push) does when the engine starts and stops. */
export interface EngineHooks {
  start(): void;
  stop(): void;
}

/**
 * Whether this instance runs the engine (the AutoDJ, the live mount, the outputs beside the hub):
 * one instance does, the leader (decision 011); a follower's hub is fed by its relay of the
 * leader instead, and it learns from the leader whether a person is on air.
 */
export class EngineSeat {
  private running = false;
  private readonly hooks = new Set<EngineHooks>();
  /** On a follower: whether the leader has a person on air. */
  remoteLive = false;

  /** `engine`: what starts and stops the engine itself, before the hooks hear of it. */
  constructor(private readonly engine: EngineHooks) {}

  get held(): boolean {
    return this.running;
  }

  /** `start` now if the engine runs, and on every start and stop after. The answer removes the hooks. */
  on(hooks: EngineHooks): () => void {
    this.hooks.add(hooks);
    if (this.running) hooks.start();
    return () => this.hooks.delete(hooks);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.remoteLive = false;
    this.engine.start();
    for (const hooks of this.hooks) hooks.start();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.engine.stop();
    for (const hooks of this.hooks) hooks.stop();
  }
}
