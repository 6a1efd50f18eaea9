// 刚采纳的带图点评: the reviews of places this operator has just accepted, with their photos,
// each one promotable into the place's album (加入相册, docs/MEDIA.md "Review photos in the
// album"). Accepted reviews leave the queue, so the page keeps them here until it is left.
// Asks first (the place, and the credit line the album will carry, from the name the queue
// gives the author), then shows the credit the server gave and a link to the place's draft,
// which is published like any edit.
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Image, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { album, creditOf } from '../api/album';
import type { ModerationItem } from '../api/moderation';
import { Refused } from '../layout/Refused';

/** The kinds of the moderation queue that are reviews (the others are corrections, notes, entries). */
const REVIEW_KINDS = new Set(['review', 'photo', 'report']);

/** An accepted item whose photos may go into an album: a review of a place, with photos. */
export const promotable = (item: ModerationItem) => REVIEW_KINDS.has(item.kind) && item.targetKind === 'place' && item.photos.length > 0;

type Done = Record<string, string>;

/** The credit the album will carry, as the server writes it (`游客 <name> 摄`, the name the queue gives). */
export const creditLine = (item: ModerationItem) => `游客 ${item.authorName} 摄`;

export function AcceptedPhotos({ items }: { items: ModerationItem[] }) {
  const { modal, message } = App.useApp();
  // Photo id → the credit it was promoted with, so a photo is not offered twice.
  const [done, setDone] = useState<Done>({});
  const promote = useMutation({
    mutationFn: ({ item, mediaId }: { item: ModerationItem; mediaId: string }) => album.promote(item.targetId, { reviewId: item.id, mediaId }),
    onSuccess: (draft, { mediaId }) => setDone((d) => ({ ...d, [mediaId]: creditOf(draft, mediaId) ?? '游客拍摄' })),
  });
  if (items.length === 0) return null;

  const ask = (item: ModerationItem, mediaId: string, n: number) => {
    const place = item.targetName ?? item.targetId;
    modal.confirm({
      title: `把第 ${n} 张照片加入「${place}」的相册？`,
      content: (
        <Space direction="vertical" size={4}>
          <span>照片会复制一份放进你对该地点的草稿，发布后游客才能看到。</span>
          <span>
            署名：<strong data-testid="album-credit">{creditLine(item)}</strong>
          </span>
        </Space>
      ),
      okText: '加入相册',
      cancelText: '取消',
      // A refusal closes the question and shows above the list, in the server's words.
      onOk: () => promote.mutateAsync({ item, mediaId }).then(
        (draft) => void message.success(`已加入「${place}」的相册草稿，署名「${creditOf(draft, mediaId) ?? '游客拍摄'}」`),
        () => undefined,
      ),
    });
  };

  return (
    <Card title="刚采纳的带图点评" style={{ marginTop: 16 }} extra={<Typography.Text type="secondary">可把照片加入地点相册</Typography.Text>}>
      <Refused error={promote.error} />
      <List
        dataSource={items}
        rowKey={(r) => `${r.kind}-${r.id}`}
        renderItem={(r) => (
          <List.Item>
            <Space direction="vertical" size={6} style={{ width: '100%' }}>
              <Space wrap>
                <Tag color="green">已采纳</Tag>
                <Link to={`/content/places/${encodeURIComponent(r.targetId)}`}>{r.targetName ?? r.targetId}</Link>
              </Space>
              <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
                {r.text}
              </Typography.Paragraph>
              <Space wrap size={12}>
                {r.photos.map((p, i) => (
                  <Space key={p.id} direction="vertical" size={4} align="center">
                    <Image src={p.url} width={96} height={96} style={{ objectFit: 'cover' }} alt={`第 ${i + 1} 张照片`} />
                    {done[p.id] ? (
                      <Typography.Text type="success" role="status">
                        已加入相册草稿 · {done[p.id]}
                      </Typography.Text>
                    ) : (
                      <Button size="small" loading={promote.isPending && promote.variables?.mediaId === p.id} onClick={() => ask(r, p.id, i + 1)} aria-label={`加入相册 ${r.targetName ?? r.targetId} 第 ${i + 1} 张`}>
                        加入相册
                      </Button>
                    )}
                  </Space>
                ))}
              </Space>
              {r.photos.some((p) => done[p.id]) && (
                <Link to={`/content/places/${encodeURIComponent(r.targetId)}`}>去发布「{r.targetName ?? r.targetId}」的草稿</Link>
              )}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
