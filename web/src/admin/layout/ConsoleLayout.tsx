// The console's frame: the menu of what this role may use, and the operator's name, role and
// scope with sign-out in the header. At desktop width the menu is a side bar (folded to icons
// below 1200 px); on a phone (below 768 px) it is a drawer opened from the header's 菜单.
import {
  AuditOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  InboxOutlined,
  LogoutOutlined,
  MenuOutlined,
  SafetyOutlined,
  ScanOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Button, Drawer, Grid, Layout, Menu, Space, Tag, Typography, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { OperatorView } from '../api/client';
import { regionLabel, useRegions } from '../api/regions';
import { can, ROLE_NAMES } from '../auth/roles';
import { ENTITIES } from '../labels';
import { Loading } from './Loading';

export function ConsoleLayout() {
  const { data: op } = useGetIdentity<OperatorView>();
  const { mutate: logout } = useLogout();
  const { data: cities } = useRegions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const [drawer, setDrawer] = useState(false);

  const items: MenuProps['items'] = [];
  if (can(op, 'readContent')) {
    items.push({
      key: 'content',
      icon: <FileTextOutlined />,
      label: '内容',
      children: [
        // Submitted versions wait for those who may publish them.
        ...(can(op, 'publish') ? [{ key: '/content/queue', label: '待我处理' }] : []),
        ...ENTITIES.map((e) => ({ key: `/content/${e.key}`, label: e.name })),
      ],
    });
  }
  if (can(op, 'moderate')) items.push({ key: '/moderation', icon: <InboxOutlined />, label: '审核队列' });
  if (can(op, 'prizes')) items.push({ key: '/prizes', icon: <ScanOutlined />, label: '奖品核销' });
  // City and county editors draft campaigns and read their own.
  if (can(op, 'prizes') || can(op, 'draftCampaigns')) items.push({ key: '/campaigns', icon: <GiftOutlined />, label: '活动' });
  if (can(op, 'camping')) items.push({ key: '/camping', icon: <FireOutlined />, label: '露营报名' });
  if (can(op, 'live')) items.push({ key: '/live', icon: <ThunderboltOutlined />, label: '实时信息' });
  if (can(op, 'dashboard')) items.push({ key: '/dashboard', icon: <DashboardOutlined />, label: '数据看板' });
  if (can(op, 'operators')) {
    items.push({ key: '/operators', icon: <TeamOutlined />, label: '运营账号' });
    items.push({ key: '/audit', icon: <AuditOutlined />, label: '操作日志' });
  }
  const selected = pathname.match(/^\/content\/[^/]+/)?.[0] ?? pathname.match(/^\/[^/]*/)?.[0] ?? '/';

  const menu = (
    <Menu
      style={{ borderInlineEnd: 'none' }}
      mode="inline"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={['content']}
      onClick={({ key }) => {
        setDrawer(false);
        navigate(key);
      }}
    />
  );
  const brand = (
    <div className="console-brand">
      <SafetyOutlined /> <span className="console-brand-text">游浙运营后台</span>
    </div>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {phone ? (
        <Drawer open={drawer} onClose={() => setDrawer(false)} placement="left" width={260} title={brand} styles={{ body: { padding: 0 }, header: { padding: 0 } }} closable={false}>
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          breakpoint="xl"
          collapsedWidth={64}
          width={220}
          theme="light"
          style={{ borderRight: '1px solid #f0f0f0', position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          {brand}
          {menu}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header className="console-header">
          {phone && (
            <Button icon={<MenuOutlined />} onClick={() => setDrawer(true)} aria-label="菜单" className="console-menu-button">
              菜单
            </Button>
          )}
          <Space size="middle" wrap className="console-who">
            {op && (
              <>
                <Typography.Text strong data-testid="operator-name">
                  {op.displayName}
                </Typography.Text>
                <Tag color="blue">{ROLE_NAMES[op.role]}</Tag>
                {!phone && <Typography.Text type="secondary">{regionLabel(cities, op.cityId, op.countyCode)}</Typography.Text>}
              </>
            )}
            <Button icon={<LogoutOutlined />} onClick={() => logout()} aria-label="退出登录">
              {phone ? null : '退出登录'}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="console-content">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
