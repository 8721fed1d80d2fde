import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../filter-form';
import {
  caseFilterValues,
  caseSearchOf,
  type CaseFilterKind,
  type CaseFilterText,
} from '../../lib/case-filters';

export type { CaseFilterKind } from '../../lib/case-filters';

/** What a kind's filter form is handed: the search shown, and where a new one goes. */
export interface CaseFilterProps<Search extends object> {
  search: Search;
  onSearch: (search: Search) => void;
}

interface CaseFiltersProps<Search extends object> extends CaseFilterProps<Search> {
  kind: CaseFilterKind;
}

/**
 * A case list's filter form, built from what its kind declares (lib/case-filters.ts): the case
 * number, order number, PNR and passenger always; airline, type, status and date ranges as named.
 * The labels come from the kind's own translation area.
 */
export function CaseFilters<Search extends object>({ kind, search, onSearch }: CaseFiltersProps<Search>) {
  const { t } = useTranslation();
  const label = (key: string) => t(`${kind.area}.${key}`);
  return (
    <FilterForm<Record<string, unknown>, Search>
      name={kind.form}
      search={search}
      toValues={(current) => caseFilterValues(kind, current)}
      toSearch={(values) => caseSearchOf(kind, values) as Search}
      onSearch={onSearch}
    >
      {kind.texts.map((text) => (
        <TextField key={text.name} text={text} label={label(text.label)} />
      ))}
      {kind.selects.map((select) => (
        <Form.Item key={select.name} name={select.name} label={label(select.label)}>
          <Select
            allowClear
            style={{ minWidth: select.width ?? 150 }}
            placeholder={label('all')}
            data-testid={select.name === 'status' || select.name === 'state' ? 'status-filter' : undefined}
            options={select.values.map((value) => ({ value, label: label(`${select.options}.${value}`) }))}
          />
        </Form.Item>
      ))}
      {kind.ranges.map((range) => (
        <Form.Item key={range.name} name={range.name} label={label(range.label)}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
      ))}
    </FilterForm>
  );
}

function TextField({ text, label }: { text: CaseFilterText; label: string }) {
  return (
    <Form.Item name={text.name} label={label}>
      <Input
        allowClear
        maxLength={text.maxLength}
        style={text.width ? { width: text.width } : undefined}
        placeholder={text.placeholder}
        data-testid={text.name === 'orderNo' ? 'order-filter' : undefined}
      />
    </Form.Item>
  );
}
