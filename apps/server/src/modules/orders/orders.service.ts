import type { OrderSearchPage, OrderSearchQuery } from '@ota/contract';
import type { Database } from '../../platform/db';
import { pageOffset } from '../../platform/pagination';
import { toOrderRow } from './order-row';
import { createOrdersRepository, orderWhere, statusCountScope } from './orders.repository';

export function createOrdersService(deps: { db: Database; timeZone: string }) {
  const repository = createOrdersRepository(deps.db, deps.timeZone);

  return {
    async search(scope: number | null, query: OrderSearchQuery): Promise<OrderSearchPage> {
      const { pageNum, pageSize, sortField, sortOrder, ...filter } = query;
      const where = orderWhere(scope, filter, deps.timeZone);
      const { rows, total } = await repository.page(
        where,
        { field: sortField, direction: sortOrder },
        pageOffset({ pageNum, pageSize }),
        pageSize,
        statusCountScope(scope, filter),
      );
      return { content: rows.map(toOrderRow), totalRows: total };
    },
  };
}
