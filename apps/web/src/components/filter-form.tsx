import type { ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { countSetFilters, useFilterFold } from './filter-fold';

interface FilterFormProps<Values, Search> {
  /** The form's name: antd prefixes the fields' ids with it. */
  name: string;
  /** The search the list shows now (from its address): the fields start from it. */
  search: Search;
  /** The search as field values, where they differ (date ranges); the search as is otherwise. */
  toValues?: (search: Search) => Partial<Values>;
  /** The search the fields ask for, trimmed and normalised; empty fields (after Reset) ask for all. */
  toSearch: (values: Partial<Values>) => Search;
  /** Called on every Search, also with unchanged fields: the list asks the server again. */
  onSearch: (search: Search) => void;
  /** The filter fields (Form.Items named after the keys of Values). */
  children: ReactNode;
}

/**
 * A list's filter form: its fields in one wrapping line, then Search and Reset; on a phone the
 * fields fold behind a "Filters" button (components/filter-fold.tsx). The fields follow the list's
 * search: a new search (Back, a link, Reset) gives a fresh form that starts from it.
 */
export function FilterForm<Values extends object, Search extends object>(
  props: FilterFormProps<Values, Search>,
) {
  return <FilterFormFields key={JSON.stringify(props.search)} {...props} />;
}

function FilterFormFields<Values extends object, Search extends object>(
  props: FilterFormProps<Values, Search>,
) {
  const { name, search, toValues, toSearch, onSearch, children } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Partial<Values>>();
  // Without toValues the search's fields are the form's own (same names, same values).
  const initialValues = toValues ? toValues(search) : search;
  const fold = useFilterFold(countSetFilters(initialValues));
  const reset = () => {
    form.resetFields();
    onSearch(toSearch({}));
  };
  const buttons = (
    <Space wrap>
      {fold.toggle}
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        {t('common.search')}
      </Button>
      <Button icon={<ReloadOutlined />} onClick={reset}>
        {t('common.reset')}
      </Button>
    </Space>
  );
  return (
    <Form
      form={form}
      layout={fold.narrow ? 'vertical' : 'inline'}
      name={name}
      className={fold.narrow ? 'filter-form is-narrow' : 'filter-form'}
      initialValues={initialValues as Partial<Values>}
      style={{ rowGap: 12, marginBottom: 16 }}
      onFinish={(values) => onSearch(toSearch(values))}
      onFinishFailed={fold.unfold}
    >
      {fold.narrow && <div className="filter-form-bar">{buttons}</div>}
      <div className="filter-form-fields" hidden={fold.folded}>
        {children}
      </div>
      {!fold.narrow && <Form.Item>{buttons}</Form.Item>}
    </Form>
  );
}
