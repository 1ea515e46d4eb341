import { LANGUAGES } from '../../../common/languages';
import { useTranslator } from '../../lib/i18n';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

export const TOAST_DURATION = 5000;

/**
 * Renders the app's toasts (SPEC 9): 5000 ms, swipe towards the page's edge (right, left in a right-to-left
 * language) past 50 px to dismiss, F8 focuses the region.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const { t, language } = useTranslator();
  const swipeDirection = LANGUAGES[language].dir === 'rtl' ? 'left' : 'right';
  return (
    <ToastProvider
      duration={TOAST_DURATION}
      swipeDirection={swipeDirection}
      swipeThreshold={50}
      label={t('toast.notifications')}
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid min-w-0 grid-cols-1 gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose aria-label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label={t('toast.region', { hotkey: 'F8' })} />
    </ToastProvider>
  );
}
