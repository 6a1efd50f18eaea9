// sqlx::migrate! embeds the migration files at compile time; without this a new migration
// file would not trigger a rebuild on stable Rust.
fn main() {
    println!("cargo:rerun-if-changed=../../migrations");
}
