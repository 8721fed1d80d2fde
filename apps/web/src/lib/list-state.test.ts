import { describe, expect, it } from 'vitest';
import {
  clearListFields,
  dateParam,
  manyOfParam,
  oneOfParam,
  readListPlace,
  textParam,
  writeListPlace,
  type ListDefaults,
  type ListSpec,
} from './list-state';

interface Search {
  name?: string;
  status?: 'OPEN' | 'CLOSED';
  kinds?: ('A' | 'B')[];
  from?: string;
  platform?: 1 | 2;
}

const SPEC: ListSpec<Search, 'name' | 'createdTime'> = {
  filters: {
    name: textParam,
    status: oneOfParam(['OPEN', 'CLOSED'] as const),
    kinds: manyOfParam(['A', 'B'] as const),
    from: dateParam,
    platform: oneOfParam([1, 2] as const),
  },
  sortFields: ['name', 'createdTime'],
};
const DEFAULTS: ListDefaults<Search, 'name' | 'createdTime'> = {
  search: { status: 'OPEN' },
  pageSize: 50,
  sortField: 'createdTime',
  sortOrder: 'descend',
};

const read = (query: string) => readListPlace(new URLSearchParams(query), SPEC, DEFAULTS);

describe('list place in the address', () => {
  it('shows the defaults when the address holds none of the list fields', () => {
    expect(read('orderNo=X1')).toEqual({
      search: { status: 'OPEN' },
      table: { pageNum: 1, pageSize: 50, sortField: 'createdTime', sortOrder: 'descend' },
    });
  });

  it('reads page, size, sort and every kind of filter', () => {
    expect(
      read(
        'pageNum=3&pageSize=10&sortField=name&sortOrder=ascend&name=ana&status=CLOSED&kinds=B&kinds=A&from=2026-05-04&platform=2',
      ),
    ).toEqual({
      search: { name: 'ana', status: 'CLOSED', kinds: ['A', 'B'], from: '2026-05-04', platform: 2 },
      table: { pageNum: 3, pageSize: 10, sortField: 'name', sortOrder: 'ascend' },
    });
  });

  it('keeps an explicitly empty search empty instead of falling back to the defaults', () => {
    expect(read('pageNum=1&pageSize=20')).toEqual({
      search: {},
      table: { pageNum: 1, pageSize: 20, sortField: undefined, sortOrder: undefined },
    });
  });

  it('drops what does not parse rather than refusing the address', () => {
    expect(
      read(
        'pageNum=0&pageSize=9999&sortField=password&sortOrder=ascend&status=LOST&kinds=Z&from=May&platform=3&name=%20',
      ),
    ).toEqual({
      search: {},
      table: { pageNum: 1, pageSize: 50, sortField: undefined, sortOrder: undefined },
    });
    expect(read('pageNum=2.5&sortField=name').table).toEqual({
      pageNum: 1,
      pageSize: 50,
      sortField: undefined,
      sortOrder: undefined,
    });
  });

  it('writes the place back, keeping the address’s other fields and reading back the same', () => {
    const place = {
      search: { name: 'ana', kinds: ['A', 'B'] as ('A' | 'B')[], platform: 1 as const },
      table: { pageNum: 3, pageSize: 10, sortField: 'name' as const, sortOrder: 'descend' as const },
    };
    const query = writeListPlace(new URLSearchParams('tab=outbox&name=old&status=OPEN'), SPEC, place);
    expect(query.toString()).toBe(
      'tab=outbox&name=ana&kinds=A&kinds=B&platform=1&pageNum=3&pageSize=10&sortField=name&sortOrder=descend',
    );
    expect(readListPlace(query, SPEC, DEFAULTS)).toEqual(place);
  });

  it('always writes the page, so an empty search is not read as the defaults', () => {
    const query = writeListPlace(new URLSearchParams(), SPEC, {
      search: {},
      table: { pageNum: 1, pageSize: 50 },
    });
    expect(query.toString()).toBe('pageNum=1&pageSize=50');
    expect(readListPlace(query, SPEC, DEFAULTS).search).toEqual({});
  });

  it('clears only the list fields', () => {
    const query = new URLSearchParams('tab=outbox&pageNum=2&name=ana&kinds=A&kinds=B');
    expect(clearListFields(query, SPEC).toString()).toBe('tab=outbox');
    expect(query.toString()).toBe('tab=outbox&pageNum=2&name=ana&kinds=A&kinds=B');
  });
});
