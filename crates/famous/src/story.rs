//! The story that ties a place to a person, taken from the shipped text, never written:
//! the sentences of the place's description that name the person, then those of the
//! person's biography that name the place. Empty when neither text does.

/// The names a person is written by: `弘一法师(李叔同)` is both `弘一法师` and `李叔同`.
fn names(name: &str) -> Vec<&str> {
    name.split(['(', ')', '（', '）'])
        .map(str::trim)
        .filter(|n| n.chars().count() >= 2)
        .collect()
}

/// Kinds of place that texts leave off a name: a biography says 西湖, not 西湖风景名胜区.
const GENERIC: [&str; 4] = ["风景名胜区", "国家湿地公园", "湿地公园", "景区"];

/// The names a place is written by: `天一阁·月湖景区` is also `天一阁` and `月湖`,
/// `虎跑公园(弘一大师纪念馆)` also `虎跑公园`, `西湖风景名胜区` also `西湖`.
fn place_names(name: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for part in name.split(['·', '(', ')', '（', '）']).map(str::trim) {
        out.push(part);
        if let Some(short) = GENERIC.iter().find_map(|g| part.strip_suffix(g)) {
            out.push(short);
        }
    }
    out.retain(|n| n.chars().count() >= 2);
    out
}

/// The sentences of `text`, each with its closing mark.
fn sentences(text: &str) -> impl Iterator<Item = &str> {
    text.split_inclusive(['。', '！', '？'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
}

/// The story of `place_name` (described by `description`) in the life of `person_name`.
pub fn story(person_name: &str, biography: &str, place_name: &str, description: &str) -> String {
    let who = names(person_name);
    let where_ = place_names(place_name);
    let mut out: Vec<&str> = sentences(description)
        .filter(|s| who.iter().any(|n| s.contains(n)))
        .collect();
    for s in sentences(biography).filter(|s| where_.iter().any(|n| s.contains(n))) {
        if !out.contains(&s) {
            out.push(s);
        }
    }
    out.concat()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_naming_the_person_then_the_place() {
        let s = story(
            "弘一法师(李叔同)",
            "早年留学日本。后在虎跑寺出家。",
            "虎跑公园(弘一大师纪念馆)",
            "以虎跑泉闻名的山间园林。李叔同在此剃度出家，园内设纪念馆。",
        );
        assert_eq!(s, "李叔同在此剃度出家，园内设纪念馆。");
        let s = story(
            "鲁迅",
            "在绍兴长大。百草园是他的乐园。",
            "百草园",
            "一座园子。",
        );
        assert_eq!(s, "百草园是他的乐园。");
        assert_eq!(story("林逋", "隐居孤山。", "西溪湿地", "湿地。"), "");
        assert_eq!(
            story(
                "张岱",
                "写过西湖。也写过别处。",
                "西湖风景名胜区",
                "湖山胜地。"
            ),
            "写过西湖。"
        );
    }
}
