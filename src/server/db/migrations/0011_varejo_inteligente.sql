CREATE TABLE "agendas_varejo" (
	"agenda_id" integer PRIMARY KEY NOT NULL,
	"espaco" text NOT NULL,
	"tipo_reserva" text NOT NULL,
	"capacidade" integer NOT NULL,
	"valor" integer NOT NULL,
	"valor_com_desconto" integer NOT NULL,
	"tipo_valor" text NOT NULL,
	"oculta" boolean DEFAULT false NOT NULL,
	CONSTRAINT "agendas_varejo_espaco_unique" UNIQUE("espaco"),
	CONSTRAINT "agendas_varejo_tipo_reserva" CHECK ("agendas_varejo"."tipo_reserva" in ('reuniao', 'rooftop', 'estacao-trabalho', 'escritorio-virtual')),
	CONSTRAINT "agendas_varejo_tipo_valor" CHECK ("agendas_varejo"."tipo_valor" in ('hora', 'periodo', 'mes')),
	CONSTRAINT "agendas_varejo_valores" CHECK ("agendas_varejo"."valor" > 0 and "agendas_varejo"."valor_com_desconto" > 0 and "agendas_varejo"."valor_com_desconto" <= "agendas_varejo"."valor"),
	CONSTRAINT "agendas_varejo_capacidade" CHECK ("agendas_varejo"."capacidade" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "ocupantes_reserva_varejo" (
	"evento_id" integer NOT NULL,
	"posicao" integer NOT NULL,
	"nome" text NOT NULL,
	"telefone" text NOT NULL,
	"rg" text NOT NULL,
	"cpf" text NOT NULL,
	CONSTRAINT "ocupantes_reserva_varejo_pk" PRIMARY KEY("evento_id","posicao"),
	CONSTRAINT "ocupantes_reserva_varejo_posicao" CHECK ("ocupantes_reserva_varejo"."posicao" between 1 and 24)
);
--> statement-breakpoint
CREATE TABLE "reservas_varejo" (
	"evento_id" serial PRIMARY KEY NOT NULL,
	"agenda_id" integer NOT NULL,
	"tipo_reserva" text NOT NULL,
	"cod_socio" text NOT NULL,
	"usuario_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"pedido_sha256" text NOT NULL,
	"status" text DEFAULT 'simulada' NOT NULL,
	"inicio" timestamp NOT NULL,
	"fim" timestamp NOT NULL,
	"posicoes" "int4multirange" NOT NULL,
	"qtd_meses" integer,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"responsavel" text NOT NULL,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"nome_evento" text,
	"qtd_pessoas" integer,
	"agua_cafe" boolean DEFAULT false NOT NULL,
	"coffe_externo" boolean DEFAULT false NOT NULL,
	"projetor" boolean DEFAULT false NOT NULL,
	"telao" boolean DEFAULT false NOT NULL,
	"som" boolean DEFAULT false NOT NULL,
	"valor" integer NOT NULL,
	"valor_a_pagar" integer NOT NULL,
	"preco" jsonb NOT NULL,
	"expira_em" timestamp with time zone,
	"aceite_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "reservas_varejo_aceite_id_unique" UNIQUE("aceite_id"),
	CONSTRAINT "reservas_varejo_status" CHECK ("reservas_varejo"."status" in ('simulada', 'aguardandoPagamento', 'boletoMensal', 'paga', 'cancelada', 'expirada')),
	CONSTRAINT "reservas_varejo_tipo_reserva" CHECK ("reservas_varejo"."tipo_reserva" in ('reuniao', 'rooftop', 'estacao-trabalho', 'escritorio-virtual')),
	CONSTRAINT "reservas_varejo_periodo" CHECK ("reservas_varejo"."inicio" < "reservas_varejo"."fim"),
	CONSTRAINT "reservas_varejo_posicoes" CHECK (not isempty("reservas_varejo"."posicoes") and "reservas_varejo"."posicoes" <@ '{[1,1001)}'::int4multirange),
	CONSTRAINT "reservas_varejo_valores" CHECK ("reservas_varejo"."valor_a_pagar" > 0 and "reservas_varejo"."valor_a_pagar" <= "reservas_varejo"."valor"),
	CONSTRAINT "reservas_varejo_meses" CHECK ("reservas_varejo"."qtd_meses" is null or "reservas_varejo"."qtd_meses" between 1 and 12),
	CONSTRAINT "reservas_varejo_aceite" CHECK ("reservas_varejo"."status" in ('simulada', 'cancelada', 'expirada') or "reservas_varejo"."aceite_id" is not null),
	CONSTRAINT "reservas_varejo_prazo" CHECK ("reservas_varejo"."status" <> 'simulada' or "reservas_varejo"."expira_em" is not null)
);
--> statement-breakpoint
ALTER TABLE "ocupantes_reserva_varejo" ADD CONSTRAINT "ocupantes_reserva_varejo_evento_id_reservas_varejo_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."reservas_varejo"("evento_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_varejo" ADD CONSTRAINT "reservas_varejo_agenda_id_agendas_varejo_agenda_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agendas_varejo"("agenda_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_varejo" ADD CONSTRAINT "reservas_varejo_cod_socio_associados_cod_socio_fk" FOREIGN KEY ("cod_socio") REFERENCES "public"."associados"("cod_socio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_varejo" ADD CONSTRAINT "reservas_varejo_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas_varejo" ADD CONSTRAINT "reservas_varejo_aceite_id_aceites_id_fk" FOREIGN KEY ("aceite_id") REFERENCES "public"."aceites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservas_varejo_idempotencia" ON "reservas_varejo" USING btree ("cod_socio","idempotency_key");--> statement-breakpoint
CREATE INDEX "reservas_varejo_associado" ON "reservas_varejo" USING btree ("cod_socio","evento_id");--> statement-breakpoint
-- By hand (drizzle-kit cannot declare it): never double-booked. Two live reservations (holds included) of one
-- agenda may not share a position (a workstation chair; the slot of a virtual office; position 1, the whole space,
-- for rooms and the rooftop) over overlapping half-open periods, so back-to-back bookings pass. The database decides
-- between concurrent requests: of two, exactly one commits and the other fails with exclusion_violation (23P01).
-- A hold past its expiry is marked 'expirada' by the writer in its way, in the writer's transaction, before it
-- inserts. btree_gist gives integer its "=" in a GiST index (trusted since PostgreSQL 13; PGlite loads it in database.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "reservas_varejo" ADD CONSTRAINT "reservas_varejo_sem_sobreposicao" EXCLUDE USING gist ("agenda_id" WITH =, "posicoes" WITH &&, tsrange("inicio", "fim", '[)') WITH &&) WHERE ("status" IN ('simulada', 'aguardandoPagamento', 'boletoMensal', 'paga'));
