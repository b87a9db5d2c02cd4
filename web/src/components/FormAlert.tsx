import './FormAlert.css';

/**
 * The form's error message. The alert element is always present so that a message appearing in it is
 * announced; fields point at it with aria-describedby.
 */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  return (
    <div id={id} role="alert" className={message ? 'form-alert' : 'form-alert form-alert--empty'}>
      {message}
    </div>
  );
}
