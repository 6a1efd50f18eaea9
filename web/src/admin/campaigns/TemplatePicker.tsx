// 新建活动's first step: one card per kind of campaign the engine runs, in operators' words;
// picking one opens the form filled from it (NewCampaignDrawer.tsx).
import { Card, Col, Modal, Row, Typography } from 'antd';
import { TEMPLATES, type Template } from './templates';

export function TemplatePicker({ onPick, onClose }: { onPick: (t: Template) => void; onClose: () => void }) {
  return (
    <Modal open title="新建活动：选择模板" footer={null} onCancel={onClose} width="min(880px, calc(100vw - 16px))" destroyOnHidden>
      <Typography.Paragraph type="secondary">模板预先填好规则、次数、任务和奖品，下一步都可以修改。保存后是草稿，发布后访客才看得到。</Typography.Paragraph>
      <Row gutter={[12, 12]} role="list" aria-label="活动模板">
        {TEMPLATES.map((t) => (
          <Col key={t.key} xs={12} md={6} role="listitem">
            <Card
              hoverable
              size="small"
              role="button"
              tabIndex={0}
              aria-label={`模板：${t.name}`}
              onClick={() => onPick(t)}
              onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onPick(t)}
              style={{ height: '100%' }}
            >
              <Typography.Text strong style={{ fontSize: 16 }}>
                {t.name}
              </Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 13 }}>
                {t.lead}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </Modal>
  );
}
