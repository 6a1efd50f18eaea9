// Refine's table state (@refinedev/core useTable: page, filters, the query) as antd Table and
// search Form props. @refinedev/antd does the same, but its package entry also carries its
// markdown field (react-markdown, remark): 60 kB gzip the console never uses.
import { useTable, type BaseRecord, type CrudFilter, type HttpError, type useTableProps } from '@refinedev/core';
import type { FormProps, TableProps } from 'antd';

export function useAntdTable<T extends BaseRecord, S = unknown>(
  props: useTableProps<T, HttpError, T> & { onSearch?: (values: S) => CrudFilter[] },
) {
  const { onSearch, ...rest } = props;
  const table = useTable<T, HttpError, T>(rest);
  const { result, tableQuery, currentPage, setCurrentPage, pageSize, setPageSize, setFilters } = table;
  const tableProps: TableProps<T> = {
    dataSource: result.data,
    loading: tableQuery.isFetching,
    pagination: {
      current: currentPage,
      pageSize,
      total: result.total,
      showSizeChanger: false,
      onChange: (page, size) => {
        setCurrentPage(page);
        setPageSize(size);
      },
    },
  };
  const searchFormProps: FormProps<S> = {
    onFinish: (values) => {
      if (!onSearch) return;
      setFilters(onSearch(values), 'replace');
      setCurrentPage(1);
    },
  };
  return { ...table, tableProps, searchFormProps };
}
