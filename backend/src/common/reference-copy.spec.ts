import { ReferenceCopy } from './reference-copy.js';

describe('ReferenceCopy', () => {
  it('reads once per version, and again when the version changes', async () => {
    const copy = new ReferenceCopy<number>();
    let reads = 0;
    const read = async () => ++reads;
    expect(await copy.get('190:500', read)).toBe(1);
    expect(await copy.get('190:500', read)).toBe(1);
    expect(await copy.get('191:501', read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('shares one read between callers that miss at the same time', async () => {
    const copy = new ReferenceCopy<string>();
    let reads = 0;
    const read = () => new Promise<string>((resolve) => setTimeout(() => resolve(`read ${++reads}`), 10));
    const answers = await Promise.all([copy.get('v1', read), copy.get('v1', read), copy.get('v1', read)]);
    expect(answers).toEqual(['read 1', 'read 1', 'read 1']);
  });

  it('reads again after maxAgeMs even when the version is the same', async () => {
    const copy = new ReferenceCopy<number>(5);
    let reads = 0;
    const read = async () => ++reads;
    await copy.get('v1', read);
    await new Promise((r) => setTimeout(r, 15));
    expect(await copy.get('v1', read)).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const copy = new ReferenceCopy<number>();
    await expect(copy.get('v1', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await copy.get('v1', async () => 7)).toBe(7);
  });
});
