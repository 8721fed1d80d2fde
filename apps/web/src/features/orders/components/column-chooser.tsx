import { Button, Checkbox, Popover, Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLUMNS, FIXED_COLUMNS, ORDER_COLUMNS, type OrderColumn } from '../lib/order-columns';

export interface ColumnChooserProps {
  columns: readonly OrderColumn[];
  onChange: (columns: OrderColumn[]) => void;
}

/** Shows or hides the list's columns; the page remembers the choice per user. */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const content = (
    <Space orientation="vertical" style={{ maxHeight: 360, overflowY: 'auto' }} data-testid="column-chooser">
      <Checkbox.Group
        value={[...columns]}
        onChange={(values) =>
          onChange(
            ORDER_COLUMNS.filter((column) => values.includes(column) || FIXED_COLUMNS.includes(column)),
          )
        }
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(140px, 1fr))', gap: 4 }}
        options={ORDER_COLUMNS.map((column) => ({
          value: column,
          label: t(`orders.columns.${column}`),
          disabled: FIXED_COLUMNS.includes(column),
        }))}
      />
      <Button size="small" onClick={() => onChange([...DEFAULT_COLUMNS])}>
        {t('orders.resetColumns')}
      </Button>
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('orders.chooseColumns')} content={content}>
      <Button icon={<SettingOutlined />} data-testid="column-chooser-button">
        {t('orders.chooseColumns')}
      </Button>
    </Popover>
  );
}
