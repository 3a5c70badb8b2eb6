ALTER TABLE "player_quizzes" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
