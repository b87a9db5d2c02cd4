import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, useAsyncList } from 'react-aria-components';
import { useRef } from 'react';
import { useT } from '../i18n/i18n.js';
import './ComboBoxList.css';
import './Field.css';
import './TenantPicker.css';

export interface TenantOption {
  id: number;
  name: string;
}

/** Loads the tenants matching a search text (for example GET /api/tenant/all or GET /api/tenant, size 50). */
export type TenantLoader = (search: string) => Promise<TenantOption[]>;

export interface TenantPickerProps {
  label: string;
  loader: TenantLoader;
  value: number | null;
  onChange: (tenant: TenantOption | null) => void;
  /** the selected tenant's name, shown before the first search (edit screens) */
  selectedName?: string;
  /** a hint under the label (for example what leaving the field empty means) */
  hint?: string;
  /** shown when the search finds nothing; defaults to "Keine Kommune gefunden" */
  emptyText?: string;
  /** this field's own error message */
  error?: string | null;
  /** id of a message elsewhere (such as the form's alert) that explains why this field is invalid */
  invalidBy?: string | null;
  isRequired?: boolean;
}

/** An accessible combobox that searches tenants on the server as the user types. */
export function TenantPicker({
  label,
  loader,
  value,
  onChange,
  selectedName,
  hint,
  emptyText,
  error,
  invalidBy,
  isRequired,
}: TenantPickerProps) {
  const t = useT();
  const list = useAsyncList<TenantOption>({
    initialFilterText: selectedName ?? '',
    async load({ filterText }) {
      return { items: await loader(filterText ?? '') };
    },
  });
  const chosen = useRef<TenantOption | null>(value !== null && selectedName ? { id: value, name: selectedName } : null);

  // Both the text and the value are controlled here, so the picker itself keeps them in step.
  const choose = (option: TenantOption | null) => {
    chosen.current = option;
    list.setFilterText(option?.name ?? '');
    onChange(option);
  };

  return (
    <ComboBox
      className="field tenant-picker"
      items={list.items}
      inputValue={list.filterText}
      onInputChange={(text) => {
        list.setFilterText(text);
        if (text === '' && value !== null) {
          chosen.current = null;
          onChange(null);
        }
      }}
      value={value}
      onChange={(key) =>
        choose(key === null ? null : (list.items.find((item) => item.id === key) ?? (chosen.current?.id === key ? chosen.current : null)))
      }
      allowsEmptyCollection
      isRequired={isRequired}
      isInvalid={Boolean(error || invalidBy)}
      validationBehavior="aria"
      aria-describedby={invalidBy ?? undefined}
    >
      <Label className="field__label">{label}</Label>
      {hint && (
        <Text slot="description" className="field__hint">
          {hint}
        </Text>
      )}
      <div className="tenant-picker__control">
        <Input className="input tenant-picker__input" />
        <Button className="tenant-picker__toggle" aria-label={t('picker.showSuggestions')}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </div>
      {error && <FieldError className="field__error">{error}</FieldError>}
      <Popover className="combobox-list__popover">
        <ListBox<TenantOption>
          className="combobox-list__list"
          renderEmptyState={() => (
            <p className="combobox-list__empty">{list.isLoading ? t('picker.loading') : (emptyText ?? t('picker.noTenant'))}</p>
          )}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className="combobox-list__option">
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
