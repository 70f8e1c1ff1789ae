import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { dismissButtonCss } from '../Button/dismiss-button-css.ts';
import { isTopDialog, pushDialog, removeDialog } from './modal-stack.ts';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';
import { trapTabKey, useDialogFocus } from './use-dialog-focus.ts';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  /** Called when the member asks to close: Escape, backdrop click or the close button. */
  onClose: () => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Short text read with the title when the dialog opens (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons under the content, e.g. 'Keep working' / 'Sign out'. */
  actions?: ReactNode;
  /** Accessible name for the × button, already translated; without it there is no × button. */
  closeLabel?: string;
  /** §2: a click on the backdrop closes the modal. Default true. */
  closeOnBackdropClick?: boolean;
  /** §2: Escape closes the modal. Default true. */
  closeOnEscape?: boolean;
  /** Element to focus on open; otherwise the first control, or the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: ModalSize;
}

const widths: Record<ModalSize, string> = { sm: '24rem', md: '32rem', lg: '48rem' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.backdrop};
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const CloseButton = styled.button`
  ${dismissButtonCss}
  width: 2.75rem;
  height: 2.75rem;
  margin: -${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xl};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Description = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Call `onClose` when Escape is pressed and this is the dialog on top. */
function useEscapeToClose(open: boolean, enabled: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const dialog = pushDialog();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !enabled || !isTopDialog(dialog)) return;
      event.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeDialog(dialog);
    };
  }, [open, enabled]);
}

/** An accessible modal dialog rendered over the page (§2 shared widget). */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  closeLabel,
  closeOnBackdropClick = true,
  closeOnEscape = true,
  initialFocusRef,
  size = 'md',
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useBodyScrollLock(open);
  useDialogFocus(open, dialogRef, initialFocusRef);
  useEscapeToClose(open, closeOnEscape, onClose);

  if (!open) return null;

  // A press that starts inside the dialog and ends on the backdrop (text selection) is not a close.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdropClick) onClose();
  };

  return createPortal(
    <Backdrop data-modal-backdrop="" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={(event) => dialogRef.current && trapTabKey(event, dialogRef.current)}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {closeLabel ? (
            <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          ) : null}
        </Header>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
        {actions ? <Actions>{actions}</Actions> : null}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
