-- One kind of notice (docs/LIVE.md): the live pages read the content's notices, and the
-- live form writes them. The notices of the old live form still shown are copied into the
-- content as notices `notice-live-<id>` (so `DELETE live/notice/<id>` still finds them),
-- titled with their text (cut to the content's 60 characters), for their city or county,
-- shown from when they were posted until they end. `live_notices` stays as their history.
INSERT INTO content_records (entity, id, seq, body, updated_ms)
SELECT 'notices',
       'notice-live-' || n.id,
       (SELECT COALESCE(MAX(seq), 0) FROM content_records WHERE entity = 'notices')
           + ROW_NUMBER() OVER (ORDER BY n.id),
       json_build_object(
           'id', 'notice-live-' || n.id,
           'title', CASE WHEN char_length(n.text) > 60 THEN substr(n.text, 1, 59) || '…' ELSE n.text END,
           'body', n.text,
           'level', 'info',
           'city_id', n.city_id,
           'county_code', n.county_code,
           'pinned', false,
           'starts_at', to_char(to_timestamp(n.starts_ms / 1000) AT TIME ZONE 'UTC' + INTERVAL '8 hours', 'YYYY-MM-DD"T"HH24:MI:SS') || '+08:00',
           'ends_at', to_char(to_timestamp(n.ends_ms / 1000) AT TIME ZONE 'UTC' + INTERVAL '8 hours', 'YYYY-MM-DD"T"HH24:MI:SS') || '+08:00',
           'source', '实况运营')::text,
       (EXTRACT(EPOCH FROM now()) * 1000)::bigint
FROM live_notices n
WHERE n.withdrawn_ms IS NULL
  AND n.ends_ms > (EXTRACT(EPOCH FROM now()) * 1000)::bigint
ON CONFLICT (entity, id) DO NOTHING;
