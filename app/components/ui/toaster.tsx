import {
  TOAST_DURATION,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VIEWPORT_HOTKEY,
  useToast,
} from "~/lib/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/** Renders the toasts raised with toast(); mounted once, in the root layout. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_VIEWPORT_HOTKEY} />
    </ToastProvider>
  );
}
