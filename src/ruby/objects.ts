/**
 * An instance of a user's class (`Foo.new`, `Object.new`): its class, its
 * instance variables in the order they were first set (as `inspect` and
 * `instance_variables` list them) and its frozen flag. Exceptions and
 * Struct instances are RObjects too, with their own fields (exception.ts,
 * struct.ts), so a user's subclass of either keeps its ivars.
 *
 * JRuby names an object by its identity hash (`#<Foo:0x42c12b3e>`); hsh
 * hands out one per object on first need from the session's sequence
 * (shell/identity.ts: fixed under `--clock`, so transcripts are
 * reproducible; random otherwise, as the JVM's are).
 */
import type { Value } from './values.js';
import type { RClass } from './classes.js';

export class RObject {
  readonly ivars = new Map<string, Value>();
  frozen = false;
  /** `0x…`, given on first `inspect`, `to_s`, `hash` or `object_id`. */
  private identity: string | undefined;

  constructor(
    /** Its class (a singleton class once `def obj.x` or `extend` gave it one). */
    public cls: RClass,
  ) {}

  /** The identity hash as JRuby prints it, drawn from the session's sequence on first use. */
  get identityHash(): string {
    return (this.identity ??= this.cls.space.identity());
  }

  /**
   * `Kernel#inspect` (JRuby 9.3): `#<Foo:0x42c12b3e>`, with the instance
   * variables when there are some, `#<Bar:0x252ec02e @a=1, @b="x">`.
   * `inspect` inspects the ivars' values (a user's `inspect` is the
   * dispatcher's business, object.ts).
   */
  inspectWith(inspect: (v: Value) => string): string {
    const head = `#<${this.realClass.inspectWith(inspect)}:${this.identityHash}`;
    if (this.ivars.size === 0) return head + '>';
    return `${head} ${[...this.ivars].map(([k, v]) => `${k}=${inspect(v)}`).join(', ')}>`;
  }

  /** `Kernel#to_s`: `#<Foo:0x42c12b3e>`, never the ivars. */
  toS(): string {
    return `#<${this.realClass.inspectWith(() => '')}:${this.identityHash}>`;
  }

  /** The class `obj.class` answers: past singleton classes. */
  get realClass(): RClass {
    let c: RClass = this.cls;
    while (c.name === null && c.attached === this && c.superclass) c = c.superclass;
    return c;
  }
}
