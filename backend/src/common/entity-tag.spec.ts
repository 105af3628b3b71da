import { entityTag, matchesTag, versionsHeld } from './entity-tag.js';

describe('versionsHeld', () => {
  it('reads the versions of this kind and this build that If-None-Match names, weak or strong, in a list', () => {
    const header = `${entityTag('plan', 41)}, W/${entityTag('plan', 42)}, ${entityTag('list', 43)}, "plan.44.other-build", "unrelated"`;
    expect(versionsHeld(header, 'plan')).toEqual({ any: false, versions: ['41', '42'] });
    expect(versionsHeld(header, 'list')).toEqual({ any: false, versions: ['43'] });
  });

  it('says `*` holds any version, and no header holds none', () => {
    expect(versionsHeld(' * ', 'plan')).toEqual({ any: true, versions: [] });
    expect(versionsHeld(undefined, 'plan')).toEqual({ any: false, versions: [] });
  });

  it('agrees with matchesTag on every tag it reads', () => {
    const header = `W/${entityTag('plan', 7)}, "plan.x.y"`;
    for (const version of versionsHeld(header, 'plan').versions) expect(matchesTag(header, entityTag('plan', version))).toBe(true);
    expect(matchesTag(header, entityTag('plan', 8))).toBe(false);
  });
});
