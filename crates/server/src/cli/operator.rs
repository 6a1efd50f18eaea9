//! `youzhe operator`: operator accounts from the command line — the first admin, and the
//! way back in when nobody can sign in (docs/OPERATORS.md, "The command line").
//!
//! ```text
//! youzhe operator add <username> --role province-admin|city-editor|county-editor|moderator|analyst
//!                     [--city 1201] [--county 330106] [--name 显示名] [--password-stdin]
//! youzhe operator reset <username> [--password-stdin]   # new password, lockout lifted, sessions ended
//! youzhe operator disable <username>                    # sessions end at once
//! youzhe operator totp <username>                       # prints the otpauth:// address
//! ```
//! Without `--password-stdin` a password is generated and printed once. Every change is
//! in the audit log under the actor `cli`.

use std::io::BufRead;

use anyhow::{Context, anyhow};
use clap::{Subcommand, ValueEnum};
use youzhe_core::{ApiError, Db};
use youzhe_operators::{
    Role,
    accounts::{self, Changes, NewOperator},
    audit::Actor,
    password, store, totp,
};

#[derive(Subcommand)]
pub enum OperatorCmd {
    /// Create an operator account.
    Add {
        username: String,
        #[arg(long, value_enum)]
        role: RoleArg,
        /// A city editor's city id (1201 杭州 …).
        #[arg(long)]
        city: Option<u32>,
        /// A county editor's county code (330106 …).
        #[arg(long)]
        county: Option<String>,
        /// The name shown in the console (the username when absent).
        #[arg(long)]
        name: Option<String>,
        /// Read the password from the first line of standard input instead of generating one.
        #[arg(long)]
        password_stdin: bool,
    },
    /// Give an operator a new password; lifts a lockout and ends their sessions.
    Reset {
        username: String,
        #[arg(long)]
        password_stdin: bool,
    },
    /// Disable an operator; their sessions stop working at once.
    Disable { username: String },
    /// Set up one-time codes for an operator (replacing any earlier secret) and print the
    /// otpauth:// address for their authenticator app.
    Totp { username: String },
}

#[derive(Clone, Copy, ValueEnum)]
pub enum RoleArg {
    ProvinceAdmin,
    CityEditor,
    CountyEditor,
    Moderator,
    Analyst,
}

impl From<RoleArg> for Role {
    fn from(r: RoleArg) -> Role {
        match r {
            RoleArg::ProvinceAdmin => Role::ProvinceAdmin,
            RoleArg::CityEditor => Role::CityEditor,
            RoleArg::CountyEditor => Role::CountyEditor,
            RoleArg::Moderator => Role::Moderator,
            RoleArg::Analyst => Role::Analyst,
        }
    }
}

/// An API refusal as a command-line message (the field, then the message).
fn plain(e: ApiError) -> anyhow::Error {
    match e {
        ApiError::Invalid { field, msg } => {
            // The API's field names, as this command's options spell them.
            let option = match field.as_str() {
                "cityId" => "--city",
                "countyCode" => "--county",
                "displayName" => "--name",
                other => other,
            };
            anyhow!("{option}: {msg}")
        }
        ApiError::Internal(e) => e,
        other => anyhow!("{other}"),
    }
}

/// The password to set: the first line of stdin, or a generated one (and whether it was).
fn new_password(from_stdin: bool) -> anyhow::Result<(String, bool)> {
    if from_stdin {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .context("reading the password from standard input")?;
        let pw = line.trim_end_matches(['\r', '\n']).to_string();
        password::check_new("password", &pw).map_err(plain)?;
        Ok((pw, false))
    } else {
        Ok((password::generate(), true))
    }
}

async fn id_of(db: &Db, username: &str) -> anyhow::Result<i64> {
    store::by_username(db, username)
        .await?
        .map(|r| r.id)
        .ok_or_else(|| anyhow!("no operator named {username}"))
}

pub async fn run(db: &Db, cmd: OperatorCmd) -> anyhow::Result<()> {
    let cli = Actor::cli();
    match cmd {
        OperatorCmd::Add {
            username,
            role,
            city,
            county,
            name,
            password_stdin,
        } => {
            let (pw, generated) = new_password(password_stdin)?;
            let view = accounts::create(
                db,
                &cli,
                NewOperator {
                    username,
                    display_name: name,
                    role: role.into(),
                    city_id: city,
                    county_code: county,
                    password: pw.clone(),
                },
            )
            .await
            .map_err(plain)?;
            println!(
                "created operator {} ({})",
                view.username,
                view.role.as_str()
            );
            if generated {
                println!("password (shown once): {pw}");
            }
        }
        OperatorCmd::Reset {
            username,
            password_stdin,
        } => {
            let id = id_of(db, &username).await?;
            let (pw, generated) = new_password(password_stdin)?;
            accounts::update(
                db,
                &cli,
                id,
                Changes {
                    password: Some(pw.clone()),
                    ..Changes::default()
                },
            )
            .await
            .map_err(plain)?;
            println!("new password set for {username}; lockout lifted, sessions ended");
            if generated {
                println!("password (shown once): {pw}");
            }
        }
        OperatorCmd::Disable { username } => {
            let id = id_of(db, &username).await?;
            accounts::update(
                db,
                &cli,
                id,
                Changes {
                    disabled: Some(true),
                    ..Changes::default()
                },
            )
            .await
            .map_err(plain)?;
            println!("disabled {username}; their sessions have ended");
        }
        OperatorCmd::Totp { username } => {
            let id = id_of(db, &username).await?;
            let secret = totp::new_secret();
            accounts::enable_totp(db, &cli, id, &secret)
                .await
                .map_err(plain)?;
            println!("{}", totp::otpauth_uri("游浙 Youzhe", &username, &secret));
            println!("sign-in now asks {username} for the 6-digit code");
        }
    }
    Ok(())
}
