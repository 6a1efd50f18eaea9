// The console: Refine (data, auth, routing glue) on antd, zh-CN. Each screen is its own lazy
// chunk; the menu and routes offer what the operator's role may use.
import { Authenticated, Refine, useGetIdentity, useInvalidateAuthStore } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { whenSignedOut, type OperatorView } from './api/client';
import { createDataProvider } from './api/dataProvider';
import { useNotifications } from './api/notifications';
import { authProvider, forgetOperator } from './auth/authProvider';
import { can } from './auth/roles';
import { SignInPage } from './auth/SignInPage';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { Loading } from './layout/Loading';
import './console.css';

const ContentList = lazy(() => import('./content/ContentList'));
const ContentEdit = lazy(() => import('./content/ContentEdit'));
const NewBulletin = lazy(() => import('./content/NewBulletin'));
const QueuePage = lazy(() => import('./content/QueuePage'));
const ModerationPage = lazy(() => import('./moderation/ModerationPage'));
const LivePage = lazy(() => import('./live/LivePage'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const OperatorsPage = lazy(() => import('./operators/OperatorsPage'));
const AuditPage = lazy(() => import('./operators/AuditPage'));
const PrizesPage = lazy(() => import('./prizes/PrizesPage'));
const CampaignsPage = lazy(() => import('./campaigns/CampaignsPage'));
const CampingPage = lazy(() => import('./camping/CampingPage'));

/** The first screen after sign-in: the first thing this role may use. */
function Home() {
  const { data: op, isLoading } = useGetIdentity<OperatorView>();
  if (isLoading) return <Loading />;
  if (can(op, 'publish')) return <Navigate to="/content/queue" replace />;
  if (can(op, 'editContent')) return <Navigate to="/content/places" replace />;
  if (can(op, 'moderate')) return <Navigate to="/moderation" replace />;
  if (can(op, 'dashboard')) return <Navigate to="/dashboard" replace />;
  return <Navigate to="/content/places" replace />;
}

function SignInRoute() {
  const navigate = useNavigate();
  const invalidate = useInvalidateAuthStore();
  return (
    <SignInPage
      onSignedIn={async () => {
        forgetOperator();
        await invalidate();
        navigate('/', { replace: true });
      }}
    />
  );
}

/** A 40003 from any call: back to sign-in. */
function SignedOutWatch() {
  const navigate = useNavigate();
  useEffect(() => {
    whenSignedOut(() => {
      forgetOperator();
      navigate('/login', { replace: true });
    });
    return () => whenSignedOut(null);
  }, [navigate]);
  return null;
}

// antd's greys and blue links fall short of 4.5:1 on white; the console's words use darker
// greys, links take the brand colour, the selected menu item a deeper shade of it, and red
// words (驳回, 删除) a red that reads at 5.6:1. Buttons keep their words as written: antd
// spaces two-character ones (「采 纳」), which no longer matched their spoken names.
const GREY = '#595959';
const CONSOLE_THEME = {
  token: { colorPrimary: '#0b7a6b', colorLink: '#0b7a6b', colorTextSecondary: GREY, colorTextTertiary: GREY, colorTextDescription: GREY, colorError: '#cf1322' },
  components: { Menu: { itemSelectedBg: '#e3f3ef', itemSelectedColor: '#08594e' } },
};

export function App() {
  const dataProvider = useMemo(() => createDataProvider(), []);
  return (
    <BrowserRouter basename="/ver3/admin">
      <ConfigProvider locale={zhCN} theme={CONSOLE_THEME} button={{ autoInsertSpace: false }}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            authProvider={authProvider}
            routerProvider={routerProvider}
            notificationProvider={useNotifications}
            options={{ disableTelemetry: true, syncWithLocation: false, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } } }}
          >
            <SignedOutWatch />
            <Routes>
              <Route path="/login" element={<SignInRoute />} />
              <Route
                element={
                  <Authenticated key="console" fallback={<Navigate to="/login" replace />} loading={<Loading />}>
                    <ConsoleLayout />
                  </Authenticated>
                }
              >
                <Route index element={<Home />} />
                <Route path="content/queue" element={<QueuePage />} />
                <Route path="content/:entity" element={<ContentList />} />
                <Route path="content/:entity/new" element={<NewBulletin />} />
                <Route path="content/:entity/:id" element={<ContentEdit />} />
                <Route path="moderation" element={<ModerationPage />} />
                <Route path="live" element={<LivePage />} />
                <Route path="dashboard" element={<DashboardPage />} />
                <Route path="operators" element={<OperatorsPage />} />
                <Route path="audit" element={<AuditPage />} />
                <Route path="prizes" element={<PrizesPage />} />
                <Route path="campaigns" element={<CampaignsPage />} />
                <Route path="camping" element={<CampingPage />} />
                <Route path="*" element={<Navigate to="/" replace />} />
              </Route>
            </Routes>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
