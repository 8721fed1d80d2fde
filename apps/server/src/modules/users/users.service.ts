import type { UserPage, UserPageQuery } from '@ota/contract';
import type { Database } from '../../platform/db';
import { pageOffset } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { createUsersRepository } from './users.repository';

export function createUsersService(deps: { db: Database; timeZone: string }) {
  const repository = createUsersRepository(deps.db);

  return {
    async page(query: UserPageQuery): Promise<UserPage> {
      const { rows, total } = await repository.page({ name: query.name }, pageOffset(query), query.pageSize);
      const list = rows.map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone ?? '',
        email: row.email ?? '',
        roleName: row.roleName,
        roleIds: row.roleIds,
        platformType: row.platformType,
        createdTime: formatDateTime(row.createdTime, deps.timeZone),
      }));
      return { pageData: { list, total } };
    },
  };
}
