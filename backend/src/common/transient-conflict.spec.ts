import { isTransientConflict, retryingConflicts } from './transient-conflict.js';

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('transient conflicts (PostgreSQL deadlock and serialization failures)', () => {
  it('knows them, also wrapped (MikroORM keeps the driver error as its cause), and nothing else', () => {
    expect(isTransientConflict(deadlock)).toBe(true);
    expect(isTransientConflict(Object.assign(new Error('could not serialize access'), { code: '40001' }))).toBe(true);
    expect(isTransientConflict(new Error('DeadlockException', { cause: deadlock }))).toBe(true);
    expect(isTransientConflict(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isTransientConflict(new Error('plain'))).toBe(false);
    expect(isTransientConflict(null)).toBe(false);
  });

  it('does crossed work again, up to three tries, and lets any other failure through at once', async () => {
    let calls = 0;
    await expect(retryingConflicts(async () => (++calls < 3 ? Promise.reject(deadlock) : 'done'))).resolves.toBe('done');
    expect(calls).toBe(3);

    calls = 0;
    await expect(retryingConflicts(() => (++calls, Promise.reject(deadlock)))).rejects.toBe(deadlock);
    expect(calls).toBe(3);

    calls = 0;
    const other = new Error('not found');
    await expect(retryingConflicts(() => (++calls, Promise.reject(other)))).rejects.toBe(other);
    expect(calls).toBe(1);
  });
});
