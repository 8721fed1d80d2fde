import { describe, expect, it } from 'vitest';
import { nextTableState, serverPagination } from './server-table';

const state = { pageNum: 3, pageSize: 20 } as const;
const FIELDS = ['email', 'createTime'] as const;

describe('server-paged tables', () => {
  it('keeps the page and takes a sort on a known field', () => {
    const next = nextTableState(
      state,
      { current: 2, pageSize: 20 },
      { columnKey: 'email', order: 'descend' },
      FIELDS,
    );
    expect(next).toEqual({ pageNum: 2, pageSize: 20, sortField: 'email', sortOrder: 'descend' });
  });

  it('drops a sort on a field the server does not sort by, and a cleared sort', () => {
    expect(nextTableState(state, { current: 1 }, { field: 'remark', order: 'ascend' }, FIELDS)).toEqual({
      pageNum: 1,
      pageSize: 20,
      sortField: undefined,
      sortOrder: undefined,
    });
    expect(
      nextTableState(state, { current: 1 }, { field: 'email', order: null }, FIELDS).sortField,
    ).toBeUndefined();
  });

  it('goes back to page 1 on a new page size', () => {
    expect(nextTableState(state, { current: 3, pageSize: 50 }, [], FIELDS)).toMatchObject({
      pageNum: 1,
      pageSize: 50,
    });
  });

  it('builds the pagination with its total text', () => {
    const pagination = serverPagination(state, 45, (n) => `${n} rows`);
    expect(pagination).toMatchObject({ current: 3, pageSize: 20, total: 45, showSizeChanger: true });
    expect(pagination.showTotal?.(45, [41, 45])).toBe('45 rows');
  });
});
