import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import './MenuButton.css';

export interface MenuChoice<K extends string> {
  id: K;
  label: string;
  /** a choice that destroys or blocks something is shown in the danger colour */
  danger?: boolean;
}

interface MenuButtonProps<K extends string> {
  label: string;
  choices: readonly MenuChoice<K>[];
  onChoose: (id: K) => void;
  isPending?: boolean;
  isDisabled?: boolean;
}

/** A button that opens a menu of choices (react-aria: arrows, Enter, Escape, typeahead, announced as a menu). */
export function MenuButton<K extends string>({ label, choices, onChoose, isPending, isDisabled }: MenuButtonProps<K>) {
  return (
    <MenuTrigger>
      <AriaButton className="button button--secondary menu-button__trigger" isPending={isPending} isDisabled={isDisabled}>
        {label}
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </AriaButton>
      <Popover className="menu-button__popover" placement="bottom end">
        <Menu className="menu-button__menu" onAction={(key) => onChoose(String(key) as K)}>
          {choices.map((choice) => (
            <MenuItem key={choice.id} id={choice.id} className={`menu-button__item${choice.danger ? ' menu-button__item--danger' : ''}`}>
              {choice.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
