/**
 * A tiny store of toasts (spec §4, §9): one visible at a time, 5000 ms unless told otherwise.
 * `toast()` can be called from anywhere (components, fetchers, plain functions); <Toaster/> shows them.
 */
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; default 5000. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastInput>) => void;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function dismissToast(id?: string): void {
  setToasts(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

export function updateToast(id: string, changes: Partial<ToastInput>): void {
  setToasts(
    toasts.map((t) =>
      t.id === id ? { ...t, ...changes, variant: changes.variant ?? t.variant, duration: changes.duration ?? t.duration } : t,
    ),
  );
}

/** Shows a toast; a newer toast replaces the one on screen. */
export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  setToasts([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id), update: (changes) => updateToast(id, changes) };
}
