//! Routes the server owns itself (the areas bring the rest).

pub mod health;
pub mod reqloading;
