import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { dismissToast, toast } from './toast-store';

function showToaster() {
  render(<Toaster />);
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('<Toaster/>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it('shows a title and a description', () => {
    const region = showToaster();
    act(() => {
      toast({ title: 'Success!', description: 'Recipe has been added to your favorites.' });
    });
    const item = within(region).getByTestId('toast');
    expect(item).toHaveTextContent('Success!');
    expect(item).toHaveTextContent('Recipe has been added to your favorites.');
    expect(item).toHaveAttribute('data-variant', 'default');
  });

  it('shows one toast at a time: a newer one replaces the one on screen', () => {
    const region = showToaster();
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    const items = within(region).getAllByTestId('toast');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('closes by itself after 5000 ms', () => {
    showToaster();
    act(() => {
      toast({ title: 'Refreshed' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Refreshed')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Refreshed')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    showToaster();
    act(() => {
      toast({ title: 'Quick', duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe right of at least 50 px', () => {
    showToaster();
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByTestId('toast');
    fireEvent.pointerDown(item, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 130 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 150 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 150 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('stays after a swipe shorter than 50 px, or a swipe to the left', () => {
    showToaster();
    act(() => {
      toast({ title: 'Stay' });
    });
    const item = screen.getByTestId('toast');
    fireEvent.pointerDown(item, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 149 });
    expect(screen.getByText('Stay')).toBeInTheDocument();
    fireEvent.pointerDown(item, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 20 });
    expect(screen.getByText('Stay')).toBeInTheDocument();
  });

  it('closes with its close button', () => {
    showToaster();
    act(() => {
      toast({ title: 'Bye' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
  });

  it('marks destructive toasts as alerts', () => {
    showToaster();
    act(() => {
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
    expect(alert).toHaveTextContent('You are logged out. Logging in again...');
  });

  it('F8 moves focus to the notifications area', () => {
    const region = showToaster();
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });
});
