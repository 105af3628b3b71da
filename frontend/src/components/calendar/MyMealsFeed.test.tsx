import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, mockApi } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { MyMealsFeed } from './MyMealsFeed';

const member = (id: string, name: string, isYou: boolean) => ({
  id,
  name,
  role: isYou ? 'adult' : 'owner',
  age: null,
  hasAccount: true,
  isYou,
  mealsAway: [],
});
const household = (members: ReturnType<typeof member>[]) => ({ id: 'h1', name: "Alex's household", you: 'm2', isOwner: false, members });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('MyMealsFeed', () => {
  it("in a household of several: makes the person's own link (for=me) and keeps it on this device", async () => {
    const feedUrl = 'webcal://forkcast.test/api/calendar/mine.ics';
    const fetchMock = mockApi({
      'GET /api/household': { body: household([member('m1', 'Alex', false), member('m2', 'Ada', true)]) },
      'POST /api/calendar/feed/rotate?for=me': { body: { feedUrl } },
    });
    render(
      <TestProviders>
        <MyMealsFeed onCopy={vi.fn()} />
      </TestProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Make my link/ }));
    expect(await screen.findByRole('textbox', { name: 'Your own calendar link' })).toHaveValue(feedUrl);
    expect(fetchMock.mock.calls.some((c) => String(c[0]) === '/api/calendar/feed/rotate?for=me')).toBe(true);
    expect(window.localStorage.getItem(`forkcast.calendarFeed.${ADA.id}.mine`)).toBe(feedUrl);
  });

  it('in a household of one: nothing (the household feed is already theirs alone)', async () => {
    mockApi({ 'GET /api/household': { body: household([member('m2', 'Ada', true)]) } });
    const { container } = render(
      <TestProviders>
        <MyMealsFeed onCopy={vi.fn()} />
      </TestProviders>,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(container.querySelector('[data-testid="my-meals-feed"]')).toBeNull();
  });
});
