export { Toaster, TOASTER_LABEL } from './Toaster';
export { dismissToast, SWIPE_THRESHOLD_PX, toast, TOAST_DURATION_MS, TOAST_LIMIT, updateToast } from './toast-store';
export type { ToastHandle, ToastInput, ToastItem, ToastVariant } from './toast-store';
export { useToasts } from './useToasts';
