// 新建: the name, the kind and the region of a new record; its id is made here (the entity's
// prefix, the city, a short random suffix) and the record starts as a draft (PUT …/draft
// creates a record the server has not seen). A county editor's county, a city editor's city,
// is chosen and fixed. The editor then opens on the draft.
import { useGetIdentity } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useNavigate } from 'react-router';
import type { OperatorView } from '../api/client';
import { content, type Entity } from '../api/content';
import { useRegions } from '../api/regions';
import { entityName } from '../labels';
import { errorText } from '../layout/Refused';
import { FORMS, newId } from './forms';
import { CitySelect, CountySelect } from './RegionSelects';

interface Values {
  name: string;
  kind?: string;
  cityId?: number | null;
  countyCode?: string | null;
}

export function NewRecordModal({ entity, onClose }: { entity: string; onClose: () => void }) {
  const spec = FORMS[entity];
  const { data: op } = useGetIdentity<OperatorView>();
  const { data: cities } = useRegions();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const cityId = Form.useWatch('cityId', form);
  const create = useMutation({
    mutationFn: async (v: Values) => {
      if (!spec) throw new Error('这类内容不能在后台新建');
      const city = cities?.find((c) => c.id === v.cityId);
      const county = city?.counties?.find((k) => k.code === v.countyCode);
      const values = { ...v, name: v.name.trim(), cityCode: city?.name_en };
      const id = newId(spec, values);
      const centroid = county?.centroid ?? city?.centroid ?? null;
      await content.saveDraft(entity as Entity, id, spec.blank({ ...values, id, centroid }));
      return id;
    },
    onSuccess: (id) => navigate(`/content/${entity}/${encodeURIComponent(id)}`),
  });
  if (!spec) return null;
  const needsCity = spec.region === 'county' && entity !== 'famous_people';
  return (
    <Modal open title={`新建${entityName(entity)}`} okText="创建草稿" cancelText="取消" onOk={() => form.submit()} onCancel={onClose} confirmLoading={create.isPending} destroyOnClose>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ cityId: op?.cityId ?? null, countyCode: op?.countyCode ?? null }}
        onFinish={(v) => create.mutate(v)}
      >
        <Form.Item name="name" label={entity === 'topics' || entity === 'rankings' || entity === 'suggestions' ? '标题' : '名称'} rules={[{ required: true, whitespace: true, message: '请填写名称' }]}>
          <Input maxLength={60} autoFocus />
        </Form.Item>
        {spec.kinds && (
          <Form.Item name="kind" label={spec.kindField === 'category' ? '品类' : '类型'} rules={[{ required: true, message: spec.kindField === 'category' ? '请选择品类' : '请选择类型' }]}>
            <Select aria-label={spec.kindField === 'category' ? '品类' : '类型'} options={Object.entries(spec.kinds).map(([value, label]) => ({ value, label }))} placeholder="请选择" />
          </Form.Item>
        )}
        {spec.region !== 'none' && (
          <Form.Item name="cityId" label="城市" rules={needsCity ? [{ required: true, message: '请选择城市' }] : []} extra={needsCity ? undefined : '不选即全省'}>
            <CitySelect label="城市" op={op} allowProvince={!needsCity} onChange={() => form.setFieldValue('countyCode', null)} />
          </Form.Item>
        )}
        {spec.region === 'county' && (
          <Form.Item name="countyCode" label={entity === 'famous_people' ? '故里区县' : '区县'} rules={needsCity ? [{ required: true, message: '请选择区县' }] : []}>
            <CountySelect label={entity === 'famous_people' ? '故里区县' : '区县'} cityId={cityId} op={op} allowEmpty={!needsCity} />
          </Form.Item>
        )}
        {create.error && <Alert type="error" showIcon role="alert" message={errorText(create.error)} />}
      </Form>
    </Modal>
  );
}
