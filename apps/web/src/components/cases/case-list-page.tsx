import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListSpec } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';

/** A page of cases as the server answers it: most kinds as pageList and totalCount, seats as rows and total. */
export type CasePage<R> = { pageList: R[]; totalCount: number } | { rows: R[]; total: number };

export interface PageParams {
  pageNum: number;
  pageSize: number;
}

const NO_ROWS: never[] = [];

const rowsOf = <R,>(page: CasePage<R> | undefined) =>
  !page
    ? { rows: NO_ROWS, total: 0 }
    : 'rows' in page
      ? page
      : { rows: page.pageList, total: page.totalCount };

/**
 * A kind's list: its filters and page kept in the address (useListState), and the page the server
 * answered for them, ready for the filter form and the table; nothing shown after a failed read.
 */
export function useCaseListPage<S extends object, R>(
  spec: ListSpec<S, never>,
  useList: (params: S & PageParams) => UseQueryResult<CasePage<R>>,
) {
  const { search, table, setSearch, setTable } = useListState(spec);
  const list = useList({ ...search, pageNum: table.pageNum, pageSize: table.pageSize });
  return {
    filters: { search, onSearch: setSearch },
    table: {
      ...rowsOf(list.isError ? undefined : list.data),
      loading: list.isFetching,
      state: table,
      onChange: setTable,
    },
    /** When the server answered: deadlines in the rows count down from then. */
    answeredAt: list.dataUpdatedAt,
  };
}

interface CaseListFrameProps {
  /** The kind's translation area: its `title`, and the add button's text. */
  area: string;
  testId: string;
  /** The add button: its test id, its text (a key in the area) and what it opens. */
  add: { testId: string; text: string; onClick: () => void };
  /** The filters and the table. */
  children: ReactNode;
  /** The add dialog, while it is open. */
  dialog: ReactNode;
}

/** A kind's list page: its title and add button above the filters and the table. */
export function CaseListFrame({ area, testId, add, children, dialog }: CaseListFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="page-container" data-testid={testId}>
      <Card
        title={t(`${area}.title`)}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick} data-testid={add.testId}>
            {t(`${area}.${add.text}`)}
          </Button>
        }
      >
        {children}
      </Card>
      {dialog}
    </div>
  );
}
