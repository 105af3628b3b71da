import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/fetcher';
import { forgetKeptReads, isKeptRead, readsAnsweredFromDevice, readThroughDevice } from './device-reads';

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('reads kept on the device', () => {
  beforeEach(() => forgetKeptReads());

  it('keeps who is signed in, plans, lists and the pantry; not searches or partner stores', () => {
    expect(
      ['/api/auth/user', '/api/grocery-lists/p1?brandTable=lists', '/api/meal-plans/p1', '/api/pantry', '/api/config'].every(isKeptRead),
    ).toBe(true);
    expect(['/api/recipes?q=soup', '/api/instacart/stores?zipCode=94103', '/api/pantry-search'].some(isKeptRead)).toBe(false);
  });

  it('offline, answers the last copy and remembers it did; online again, the network answers', async () => {
    const list = { id: 'list-1', items: [{ id: 'eggs', isChecked: true }] };
    expect(await readThroughDevice('/api/grocery-lists/p1', () => Promise.resolve(list))).toEqual(list);
    expect(await readThroughDevice('/api/grocery-lists/p1', offline)).toEqual(list);
    expect(readsAnsweredFromDevice()).toEqual(['/api/grocery-lists/p1']);
    await readThroughDevice('/api/grocery-lists/p1', () => Promise.resolve(list));
    expect(readsAnsweredFromDevice()).toEqual([]);
  });

  it('a refusal (401) is not offline: it is passed on, never answered from the copy', async () => {
    await readThroughDevice('/api/auth/user', () => Promise.resolve({ id: 'u1' }));
    const refused = new ApiError(401, 'Unauthorized', '{"message":"Unauthorized"}');
    await expect(readThroughDevice('/api/auth/user', () => Promise.reject(refused))).rejects.toBe(refused);
  });

  it('offline with no copy fails as the network did; a session change forgets every copy', async () => {
    await expect(readThroughDevice('/api/pantry', offline)).rejects.toThrow('Failed to fetch');
    await readThroughDevice('/api/pantry', () => Promise.resolve({ aisles: [] }));
    await forgetKeptReads();
    await expect(readThroughDevice('/api/pantry', offline)).rejects.toThrow('Failed to fetch');
  });
});
