//! Every area that stores a visitor's rows, in the order their sections appear in the
//! visitor's export (docs/IDENTITY.md, "Your data"). An area that adds a table naming a
//! visitor declares it in its `personal_data.rs` and is listed here; a test fails while a
//! table of the migrations with a visitor column is declared by none.

use std::sync::Arc;

use youzhe_mydata::Areas;

pub fn areas() -> Areas {
    Arc::new([
        // Identity first: its first statement is a write, so SQLite takes the write lock at
        // the start of the deletion's transaction.
        Arc::new(youzhe_identity::personal_data::IdentityData) as _,
        Arc::new(youzhe_favourites::personal_data::FavouriteData) as _,
        Arc::new(youzhe_points::personal_data::PointsData) as _,
        Arc::new(youzhe_reviews::personal_data::ReviewData) as _,
        Arc::new(youzhe_corrections::personal_data::CorrectionData) as _,
        Arc::new(youzhe_media::personal_data::MediaData) as _,
        Arc::new(youzhe_campaigns::personal_data::CampaignData) as _,
        Arc::new(youzhe_camping::personal_data::CampingData) as _,
        Arc::new(youzhe_photocontest::personal_data::PhotoContestData) as _,
        Arc::new(youzhe_notes::personal_data::NoteData) as _,
        Arc::new(youzhe_stamps::personal_data::StampData) as _,
        Arc::new(youzhe_quiz::personal_data::QuizData) as _,
        Arc::new(youzhe_qixi::personal_data::QixiData) as _,
        Arc::new(youzhe_games::personal_data::GameData) as _,
        Arc::new(youzhe_found::personal_data::FoundData) as _,
        Arc::new(youzhe_pageviews::personal_data::PageViewData) as _,
    ])
}
