import { useMemo, useState } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type UserRow } from '@ota/contract';
import { findRoute } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { useDelUser } from '../api/del-user';
import { useRoleOptions } from '../api/get-role-options';
import { useUsers } from '../api/get-users';
import { UserFormModal } from '../components/user-form-modal';
import { UserSearchForm, type UserSearch } from '../components/user-search-form';
import { UserTable, type UserTableState } from '../components/user-table';
import { clientGrantScope } from '../utils/grant-scope';

const NO_USERS: UserRow[] = [];

/**
 * User manage (/html/userManage, 1004-1) and limited user manage (/html/normalAuthManage, 1007-1):
 * one screen; what a limited manager may give follows from its codes, not from the route.
 */
export default function UserManagePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { codes, user } = useSession();
  const scope = useMemo(() => clientGrantScope(codes, user), [codes, user]);
  const [search, setSearch] = useState<UserSearch>({});
  const [table, setTable] = useState<UserTableState>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);

  const users = useUsers({ ...search, ...table });
  const roles = useRoleOptions();
  const deleteUser = useDelUser(t('users.deleted'));
  const page = users.isError ? undefined : users.data?.pageData;
  const title = findRoute(pathname)?.title ?? 'menu.userManage';

  const onDelete = async (row: UserRow) => {
    await deleteUser.mutateAsync(row.id);
    // The last row of a page gone: show the page before it.
    if (page?.list.length === 1 && table.pageNum > 1) setTable({ ...table, pageNum: table.pageNum - 1 });
  };

  return (
    <div className="page-container" data-testid="user-manage-page">
      <Card
        title={t(title)}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid="add-user"
          >
            {t('users.add')}
          </Button>
        }
      >
        <UserSearchForm
          onSearch={(next) => {
            setSearch(next);
            setTable((state) => ({ ...state, pageNum: 1 }));
          }}
        />
        <UserTable
          rows={page?.list ?? NO_USERS}
          total={page?.total ?? 0}
          loading={users.isFetching}
          state={table}
          onChange={setTable}
          onEdit={setEditing}
          onDelete={onDelete}
          scope={scope}
          roles={roles.data ?? []}
        />
        <UserFormModal
          user={editing}
          onClose={() => setEditing(undefined)}
          scope={scope}
          roles={roles.data ?? []}
          rolesLoading={roles.isFetching}
        />
      </Card>
    </div>
  );
}
