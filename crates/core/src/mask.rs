//! What a screen shows of a visitor's contact details when the reader is not the one who
//! needs them whole: enough to tell people apart and for a visitor to recognise their own.

/// `138****5678`; anything but an 11-digit number: `****`.
pub fn mobile(phone: &str) -> String {
    if phone.len() == 11 && phone.bytes().all(|b| b.is_ascii_digit()) {
        format!("{}****{}", &phone[..3], &phone[7..])
    } else {
        "****".into()
    }
}

/// A delivery address cut to its first six characters (province and city, as a rule) and
/// `****`: where a prize goes, not the door.
pub fn address(a: &str) -> String {
    let head: String = a.trim().chars().take(6).collect();
    format!("{head}****")
}

/// A person's name: the first character and `*` for the rest (`张*`, `欧阳**`→`欧**`).
pub fn name(n: &str) -> String {
    let mut chars = n.trim().chars();
    match chars.next() {
        Some(first) => format!("{first}{}", "*".repeat(chars.count().clamp(1, 3))),
        None => "*".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_enough_to_recognise_and_no_more() {
        assert_eq!(mobile("13812345678"), "138****5678");
        assert_eq!(mobile("123"), "****");
        assert_eq!(mobile("1381234567x"), "****");
        assert_eq!(address("浙江省杭州市西湖区龙井路 1 号"), "浙江省杭州市****");
        assert_eq!(name("张三"), "张*");
        assert_eq!(name("欧阳修文"), "欧***");
        assert_eq!(name(" "), "*");
    }
}
