import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_FAILURE, CALENDAR_READY, CALENDAR_SUCCESS } from '../../api/calendar';
import { ADA, mockApi } from '../../test/mock-api';
import { TestProviders } from '../../test/TestProviders';
import { dismissToast, getToasts } from '../../toast/toast-store';
import { ExportCalendarButton } from './ExportCalendarButton';

function renderButton(mealPlanId: string | null = 'plan-1') {
  return render(
    <TestProviders>
      <ExportCalendarButton mealPlanId={mealPlanId} />
    </TestProviders>,
  );
}

const RESULT = {
  exportId: 'e1',
  downloadUrl: '/api/calendar/exports/e1.ics',
  feedUrl: 'webcal://forkcast.test/api/calendar/abc.ics',
  feedActive: true,
  events: 21,
  timeZone: 'Europe/Paris',
  mealTimes: { breakfast: '08:00', lunch: '12:30', dinner: '18:30' },
};

describe('ExportCalendarButton', () => {
  afterEach(() => {
    dismissToast();
    window.localStorage.clear();
  });

  it('starts the job with the browser time zone, polls it, offers the download and the feed, and says "added" only after the download', async () => {
    let polls = 0;
    const fetchMock = mockApi({
      'POST /api/meal-plans/plan-1/export-calendar': { status: 202, body: { jobId: 'calendar.j1' } },
      'GET /api/jobs/calendar.j1': () =>
        ++polls < 2
          ? { body: { id: 'calendar.j1', state: 'active', progress: 50, result: null, error: null } }
          : { body: { id: 'calendar.j1', state: 'completed', progress: 100, result: RESULT, error: null } },
      'GET /api/calendar/exports/e1.ics': { body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
    });
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:calendar');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Export to Calendar/ }));
    await waitFor(() => expect(getToasts().map((t) => t.description)).toContain(CALENDAR_READY), { timeout: 3000 });
    // Nothing is in a calendar yet: no "added to your calendar" until the file is downloaded.
    expect(getToasts().map((t) => t.description)).not.toContain(CALENDAR_SUCCESS);
    const sent = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(sent.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await screen.findByRole('textbox', { name: 'Calendar subscription link' })).toHaveValue(RESULT.feedUrl);
    expect(window.localStorage.getItem(`forkcast.calendarFeed.${ADA.id}`)).toBe(RESULT.feedUrl);

    await userEvent.click(await screen.findByRole('button', { name: /Download .ics file/ }));
    await waitFor(() => expect(getToasts().map((t) => t.description)).toContain(CALENDAR_SUCCESS));
    expect(fetchMock.mock.calls.some((c) => String(c[0]) === RESULT.downloadUrl)).toBe(true);
    expect(saved).toHaveLength(1);
    click.mockRestore();
  });

  it('a download that fails says so and never says "added"', async () => {
    mockApi({
      'POST /api/meal-plans/plan-1/export-calendar': { status: 202, body: { jobId: 'calendar.jf' } },
      'GET /api/jobs/calendar.jf': { body: { id: 'calendar.jf', state: 'completed', progress: 100, result: RESULT, error: null } },
      'GET /api/calendar/exports/e1.ics': { status: 404, body: { statusCode: 404, message: 'Calendar export not found' } },
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Export to Calendar/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Download .ics file/ }));
    await waitFor(() => expect(getToasts().map((t) => t.description)).toContain(CALENDAR_FAILURE));
    expect(getToasts().map((t) => t.description)).not.toContain(CALENDAR_SUCCESS);
  });

  it('shows the remembered feed link when the server does not show it again', async () => {
    window.localStorage.setItem(`forkcast.calendarFeed.${ADA.id}`, 'webcal://forkcast.test/api/calendar/old.ics');
    mockApi({
      'POST /api/meal-plans/plan-1/export-calendar': { status: 202, body: { jobId: 'calendar.j2' } },
      'GET /api/jobs/calendar.j2': {
        body: { id: 'calendar.j2', state: 'completed', progress: 100, result: { ...RESULT, feedUrl: null }, error: null },
      },
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Export to Calendar/ }));
    expect(await screen.findByRole('textbox', { name: 'Calendar subscription link' })).toHaveValue(
      'webcal://forkcast.test/api/calendar/old.ics',
    );
  });

  it('toasts the spec failure when the job fails or the call is refused', async () => {
    mockApi({
      'POST /api/meal-plans/plan-1/export-calendar': { status: 202, body: { jobId: 'calendar.j3' } },
      'GET /api/jobs/calendar.j3': {
        body: { id: 'calendar.j3', state: 'failed', progress: 0, result: null, error: 'This meal plan has no meals yet.' },
      },
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: /Export to Calendar/ }));
    await waitFor(() => expect(getToasts()).toEqual([expect.objectContaining({ description: CALENDAR_FAILURE, variant: 'destructive' })]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('re-exports with new meal times from the dialog', async () => {
    let exports = 0;
    const fetchMock = mockApi({
      'POST /api/meal-plans/plan-1/export-calendar': () => ({ status: 202, body: { jobId: `calendar.t${++exports}` } }),
      'GET /api/jobs/calendar.t1': { body: { id: 'calendar.t1', state: 'completed', progress: 100, result: RESULT, error: null } },
      'GET /api/jobs/calendar.t2': {
        body: {
          id: 'calendar.t2',
          state: 'completed',
          progress: 100,
          result: {
            ...RESULT,
            exportId: 'e2',
            downloadUrl: '/api/calendar/exports/e2.ics',
            feedUrl: null,
            mealTimes: { breakfast: '07:15', lunch: '12:30', dinner: '18:30' },
          },
          error: null,
        },
      },
    });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: /Export to Calendar/ }));
    const breakfast = await screen.findByLabelText('Breakfast time');
    expect(breakfast).toHaveValue('08:00');
    const update = screen.getByRole('button', { name: 'Update times' });
    expect(update).toBeDisabled();
    fireEvent.change(breakfast, { target: { value: '07:15' } });
    expect(update).toBeEnabled();
    await user.click(update);
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter((c) => String(c[0]).startsWith('/api/jobs/calendar.t2')).length).toBeGreaterThan(0),
    );
    await screen.findByRole('button', { name: /Download .ics file/ });
    expect(
      JSON.parse(
        String(
          fetchMock.mock.calls.find((c) => String(c[0]).includes('export-calendar') && String(c[1]?.body).includes('mealTimes'))![1]?.body,
        ),
      ).mealTimes,
    ).toEqual({ breakfast: '07:15', lunch: '12:30', dinner: '18:30' });
    // the remembered link is still offered
    expect(screen.getByRole('textbox', { name: 'Calendar subscription link' })).toHaveValue(RESULT.feedUrl);
  });

  it('turns the subscription link off after a confirmation', async () => {
    const fetchMock = mockApi({
      'POST /api/meal-plans/plan-1/export-calendar': { status: 202, body: { jobId: 'calendar.r1' } },
      'GET /api/jobs/calendar.r1': { body: { id: 'calendar.r1', state: 'completed', progress: 100, result: RESULT, error: null } },
      'DELETE /api/calendar/feed': { body: { revoked: true } },
    });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: /Export to Calendar/ }));
    await user.click(await screen.findByRole('button', { name: /Turn off link/ }));
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Your calendar subscription is turned off.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar subscription link' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'DELETE' && String(c[0]) === '/api/calendar/feed')).toBe(true);
    expect(window.localStorage.getItem(`forkcast.calendarFeed.${ADA.id}`)).toBeNull();
  });

  it('an export that ends while the plan is not shown: the toast comes, and the dialog opens when the plan is shown again', async () => {
    let state = 'active';
    mockApi({
      'POST /api/meal-plans/plan-1/export-calendar': { status: 202, body: { jobId: 'calendar.away' } },
      'GET /api/jobs/calendar.away': () => ({
        body: {
          id: 'calendar.away',
          state,
          progress: state === 'active' ? 30 : 100,
          result: state === 'active' ? null : RESULT,
          error: null,
        },
      }),
    });
    function PlanScreen() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((s) => !s)}>
            {shown ? 'leave' : 'come back'}
          </button>
          {shown && <ExportCalendarButton mealPlanId="plan-1" />}
        </>
      );
    }
    render(
      <TestProviders>
        <PlanScreen />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Export to Calendar/ }));
    await screen.findByRole('button', { name: /Exporting\.\.\./ });
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    state = 'completed';
    await waitFor(() => expect(getToasts().map((t) => t.description)).toContain(CALENDAR_READY), { timeout: 3000 });
    // the new feed link is kept for its owner although no dialog showed it
    expect(window.localStorage.getItem(`forkcast.calendarFeed.${ADA.id}`)).toBe(RESULT.feedUrl);
    await userEvent.click(screen.getByRole('button', { name: 'come back' }));
    expect(await screen.findByRole('button', { name: /Download .ics file/ })).toBeEnabled();
  });

  it('is disabled without a plan', () => {
    mockApi({});
    renderButton(null);
    expect(screen.getByRole('button', { name: /Export to Calendar/ })).toBeDisabled();
  });
});
