import { useId, type ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import './Modal.css';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  /** buttons at the bottom */
  footer?: ReactNode;
  /** false keeps the dialog open on Escape and outside clicks */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: focus is trapped inside and returns to the trigger when it closes. An alertdialog is
 * described by its body, so the message is read out with the title.
 */
export function Modal({ isOpen, onOpenChange, title, children, footer, isDismissable = true, role = 'dialog' }: ModalProps) {
  const bodyId = useId();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className="modal">
        <Dialog className="modal__dialog" role={role} aria-describedby={role === 'alertdialog' ? bodyId : undefined}>
          <Heading slot="title" className="modal__title">
            {title}
          </Heading>
          <div className="modal__body" id={bodyId}>
            {children}
          </div>
          {footer && <div className="modal__footer">{footer}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
