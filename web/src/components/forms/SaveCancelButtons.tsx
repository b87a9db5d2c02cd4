import { Link } from 'wouter';
import { useT } from '../../i18n/i18n.js';
import { Button } from '../Button.js';
import './form-layout.css';

export interface SaveCancelButtonsProps {
  /** the save is running: the button is announced as busy and ignores further clicks */
  pending: boolean;
  /** where Abbrechen leads, without saving */
  cancelHref: string;
}

/** The row under a record form: Speichern submits the form, Abbrechen is a link back to the list. */
export function SaveCancelButtons({ pending, cancelHref }: SaveCancelButtonsProps) {
  const t = useT();
  return (
    <div className="form-buttons">
      <Button type="submit" isPending={pending}>
        {t('common.save')}
      </Button>
      <Link href={cancelHref} className="button button--secondary">
        {t('common.cancel')}
      </Link>
    </div>
  );
}
