import { useState, type ReactNode } from 'react';
import { Badge, Button } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../lib/use-narrow-screen';

/**
 * How many filters hold a value: an empty text, an empty list, a range of two blanks or an unticked
 * box (false: the queue's "overdue only") is not set.
 */
export function countSetFilters(values: object): number {
  return Object.values(values).filter((value: unknown) => {
    if (Array.isArray(value)) return value.some((item) => item !== undefined && item !== null && item !== '');
    return value !== undefined && value !== null && value !== '' && value !== false;
  }).length;
}

export interface FilterFold {
  /** Phone-narrow: the fields fold behind the toggle. */
  narrow: boolean;
  /** The fields are hidden now (narrow and not unfolded). */
  folded: boolean;
  /** The "Filters" button with the count of filters set; null on a wide screen. */
  toggle: ReactNode;
  /** Shows the fields (a search refused by a field's rule must show that field). */
  unfold: () => void;
}

/**
 * On a phone a list's filter fields fold behind one "Filters" button that shows how many are set, so
 * the list's first rows are on the first screen; on a wide screen the fields always show.
 */
export function useFilterFold(setCount: number): FilterFold {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const toggle = narrow ? (
    <Button
      icon={<FilterOutlined />}
      aria-expanded={open}
      onClick={() => setOpen((was) => !was)}
      data-testid="filters-toggle"
    >
      {t('common.filters')}
      {setCount > 0 && <Badge count={setCount} color="var(--ota-primary)" data-testid="filters-count" />}
    </Button>
  ) : null;
  return { narrow, folded: narrow && !open, toggle, unfold: () => setOpen(true) };
}
