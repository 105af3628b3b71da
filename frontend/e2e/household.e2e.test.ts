import { describe, expect, it } from 'vitest';
import { baseUrl, newTestUser, signUpNewUser, useBrowser } from './browser';

const session = useBrowser();

describe('a household in a real browser (issue #24)', () => {
  it('the owner adds a child with an allergy and school lunches away, invites an adult by link; the adult signs up on the join page and sees the same household', async () => {
    const { page, browser } = session;
    await signUpNewUser(page, { firstName: 'Alex' });
    await page.goto('/preferences');
    const card = page.getByTestId('household-card');
    await card.getByText("Alex's household").waitFor();

    // a child by name and age
    await card.getByRole('textbox', { name: 'Name' }).fill('Sam');
    await card.getByRole('spinbutton', { name: 'Age' }).fill('8');
    await card.getByRole('button', { name: 'Add', exact: true }).click();
    await card.getByText('8 years · Every meal at home').waitFor();

    // Sam's allergy and school lunches, in the member's drawer
    await card.getByRole('listitem').filter({ hasText: 'Sam' }).getByRole('button', { name: 'Edit' }).click();
    const drawer = page.getByRole('dialog', { name: 'Sam' });
    await drawer.getByRole('button', { name: '+ Nuts' }).click();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await drawer.getByRole('checkbox', { name: `${day} Lunch at home` }).uncheck();
    const saved = page.waitForResponse((r) => r.url().includes('/preferences') && r.request().method() === 'PATCH');
    await drawer.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await card.getByText('8 years · 16 of 21 meals at home').waitFor();
    const samId = ((await (await page.request.get('/api/household')).json()) as { members: { id: string; name: string }[] }).members.find(
      (m) => m.name === 'Sam',
    )!.id;
    expect(
      ((await (await page.request.get(`/api/household/members/${samId}/preferences`)).json()) as { allergies: string[] }).allergies,
    ).toEqual(['Nuts']);

    // an invite link, opened by someone with no account yet
    await card.getByRole('button', { name: 'Create invite link' }).click();
    const link = await card.getByRole('textbox', { name: 'Invite link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/join/[A-Za-z0-9_-]{43}$`));

    const other = await browser.newContext({ baseURL: baseUrl });
    try {
      const guest = await other.newPage();
      await guest.goto(new URL(link).pathname);
      await guest.getByRole('heading', { name: "Join Alex's household" }).waitFor();
      await guest.getByText('Alex invited you').waitFor();
      const bo = newTestUser({ firstName: 'Bo' });
      await guest.getByLabel('First name').fill(bo.firstName);
      await guest.getByLabel('Last name').fill(bo.lastName);
      await guest.getByLabel('Email').fill(bo.email);
      await guest.getByLabel('Password').fill(bo.password);
      await guest.getByRole('button', { name: 'Create account' }).click();
      await guest.getByRole('button', { name: 'Join household' }).click();
      await guest.waitForURL(/\/preferences/);
      const seen = guest.getByTestId('household-card');
      await seen.getByText('Leave household').waitFor();
      for (const name of ['Alex', 'Bo', 'Sam']) await seen.getByText(name, { exact: true }).waitFor();

      // the link was for one person
      const again = await other.newPage();
      await again.goto(new URL(link).pathname);
      await again.getByText('This invite cannot be used').waitFor();
    } finally {
      await other.close();
    }

    // the owner sees Bo
    await page.reload();
    await page.getByTestId('household-card').getByText('Bo', { exact: true }).waitFor();
  }, 180_000);
});
