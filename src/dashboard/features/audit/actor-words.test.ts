import { describe, expect, it } from 'vitest';
import { actorWords } from './actor-words.ts';

describe('who made an audited change, in words', () => {
  it('is the person’s name, else the kind of key with its id, else a readable stand-in', () => {
    expect(actorWords({ actor: 'user:usr_1', actor_name: 'Umar User' })).toBe('Umar User');
    expect(actorWords({ actor: 'user:usr_gone', actor_name: null })).toBe('A person no longer on the account');
    expect(actorWords({ actor: 'key:app_1', actor_name: null })).toBe('API key app_1');
    expect(actorWords({ actor: 'token:app_1', actor_name: null })).toBe('OAuth token of app_1');
    expect(actorWords({ actor: 'management:mgmt_1', actor_name: null })).toBe('Management key mgmt_1');
    expect(actorWords({ actor: 'anonymous', actor_name: null })).toBe('Someone not signed in');
  });
});
