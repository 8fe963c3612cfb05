//! Positive samples of the carriers issue 9 found missed: command-line flags and subcommands,
//! credential files, SQL, key and value in sibling fields, PHP arrays, connection strings without
//! a scheme, token-only URL userinfo, positional credentials, and unusual separators. At least
//! five realistic, varied cases per carrier; values that hold a placeholder word are among them.

use super::generate::{Rng, HEX};
use super::positives::Positive;

/// `(kind, carrier, value generator)`; `{}` is the secret.
type Row = (&'static str, &'static str, fn(&mut Rng) -> String);

/// A password without the characters that end an unquoted value or start a flag.
fn plain(r: &mut Rng) -> String {
    let p = r.password().replace(['-', '%', '+', '.'], "");
    format!("{}{p}", r.mixed(3))
}

/// A human password that holds a placeholder word.
fn worded(r: &mut Rng) -> String {
    let word = *r.pick(&["Todo", "Fake", "Example", "Dummy", "Xxxx", "Your", "Fixme"]);
    format!("{word}{}#{}", r.mixed(4), r.chars("0123456789", 4))
}

const ROWS: &[Row] = &[
    // Command-line flags.
    ("cli_password_flag", "mysql -h db.internal -u root -p {} shop", plain),
    ("cli_password_flag", "$ redis-cli -h cache.internal -p 6379 -a '{}' PING", plain),
    ("cli_password_flag", "redis-cli -a {} --no-auth-warning info", |r| r.mixed(24)),
    ("cli_password_flag", "docker login -u ci-bot -p {} registry.acme.internal", |r| r.mixed(32)),
    ("cli_password_flag", "podman login --username deploy -p '{}' quay.io", plain),
    ("cli_password_flag", "az storage blob upload --account-name acmemedia --account-key {} -f a.png -c media", |r| r.base64_of(64)),
    ("cli_password_flag", "keytool -importkeystore -srckeystore app.p12 -storepass {} -alias app", plain),
    ("cli_password_flag", "keytool -genkeypair -keystore release.jks -storepass:env KS -keypass {}", plain),
    ("cli_password_flag", "mysqldump --host=db.internal --password={} orders > orders.sql", worded),
    ("cli_password_flag", "wget --user=ci --password {} https://nexus.acme.internal/repo/app.jar", worded),
    ("cli_password_flag", "mongosh \"mongodb://db.internal:27017\" -u admin -p {} --authenticationDatabase admin", |r| r.mixed(20)),
    ("cli_password_flag", "sqlcmd -S db.internal -U sa -P '{}' -Q \"SELECT 1\"", plain),
    ("cli_password_flag", "ldapsearch -x -H ldap://ldap.internal -D cn=admin,dc=acme -w {} uid=bob", plain),
    // Subcommands that set a secret-named key.
    ("cli_password_flag", "aws configure set aws_secret_access_key {}", |r| r.base64_of(30)),
    ("cli_password_flag", "aws configure set aws_session_token {} --profile ci", |r| r.base64_of(120)),
    ("cli_password_flag", "$ gh secret set DEPLOY_TOKEN --body {}", |r| r.mixed(40)),
    ("cli_password_flag", "npm config set //registry.acme.internal/:_password {}", |r| r.base64_of(18)),
    ("cli_password_flag", "git config --global sendemail.smtppass {}", plain),
    ("cli_password_flag", "dotnet user-secrets set \"Smtp:Password\" \"{}\"", plain),
    // .netrc.
    ("password_assignment", "machine api.heroku.com login ops@acme.internal password {}", |r| r.uuid()),
    ("password_assignment", "machine github.com\n  login ci-bot\n  password {}", |r| r.mixed(40)),
    ("password_assignment", "$ cat ~/.netrc\nmachine nexus.acme.internal\nlogin deploy\npassword {}\n", plain),
    ("password_assignment", "machine ftp.acme.internal login backup password {} port 21", worded),
    ("password_assignment", "default login anonymous password {}", plain),
    // .pgpass.
    ("password_assignment", "db.internal:5432:orders:app:{}", plain),
    ("password_assignment", "$ cat ~/.pgpass\nlocalhost:5432:*:postgres:{}\n", worded),
    ("password_assignment", "*:*:*:replicator:{}", |r| r.mixed(24)),
    ("password_assignment", "pgbouncer.internal:6432:billing:billing_rw:{}", plain),
    ("password_assignment", "10.0.3.12:5433:analytics:readonly:{}", plain),
    // SQL.
    ("password_assignment", "CREATE USER 'app'@'%' IDENTIFIED BY '{}';", plain),
    ("password_assignment", "ALTER USER app IDENTIFIED WITH mysql_native_password BY '{}';", worded),
    ("password_assignment", "CREATE ROLE reporting WITH LOGIN PASSWORD '{}' VALID UNTIL '2025-01-01';", plain),
    ("password_assignment", "alter role app with password '{}';", plain),
    ("password_assignment", "CREATE USER scott IDENTIFIED BY {};", |r| r.mixed(14)),
    ("password_assignment", "SET PASSWORD FOR 'bob'@'localhost' = '{}';", plain),
    // Kubernetes and container env lists: name and value in sibling fields.
    ("secret_assignment", "env:\n  - name: SECRET_KEY_BASE\n    value: {}\n  - name: RAILS_ENV\n    value: production", |r| r.chars(HEX, 128)),
    ("password_assignment", "        - name: DB_PASSWORD\n          value: \"{}\"", plain),
    ("token_assignment", "- name: SLACK_BOT_TOKEN\n  value: '{}'", |r| r.mixed(40)),
    ("password_assignment", "\"environment\": [{\"name\": \"POSTGRES_PASSWORD\", \"value\": \"{}\"}, {\"name\": \"TZ\", \"value\": \"UTC\"}]", worded),
    ("api_key_assignment", "env { name = \"STRIPE_API_KEY\" value = \"{}\" }", |r| r.mixed(32)),
    ("secret_assignment", "- {name: JWT_SECRET, value: {}}", |r| r.mixed(48)),
    // XML configuration.
    ("password_assignment", "<appSettings>\n  <add key=\"Password\" value=\"{}\" />\n</appSettings>", plain),
    ("api_key_assignment", "<add key=\"SendGridApiKey\" value=\"{}\"/>", |r| r.mixed(40)),
    ("client_secret", "<add name=\"ClientSecret\" value=\"{}\" />", |r| r.mixed(34)),
    ("password_assignment", "<entry key=\"db.password\">{}</entry>", worded),
    ("token_assignment", "<setting name=\"AuthToken\" serializeAs=\"String\">\n  <value>{}</value>\n</setting>", |r| r.mixed(32)),
    ("password_assignment", "<property name=\"hibernate.connection.password\" value=\"{}\"/>", plain),
    // JSON cookie objects (browser exports, Playwright storage state).
    ("cookie", "{\"name\": \"__Secure-next-auth.session-token\", \"value\": \"{}\", \"domain\": \"app.acme.internal\"}", |r| r.mixed(64)),
    ("cookie", "[{\"domain\": \".acme.internal\", \"httpOnly\": true, \"name\": \"sessionid\", \"path\": \"/\", \"secure\": true, \"value\": \"{}\"}]", |r| r.mixed(32)),
    ("cookie", "{\n  \"name\": \"_gh_sess\",\n  \"value\": \"{}\",\n  \"path\": \"/\"\n}", |r| r.mixed(40)),
    ("cookie", "cookies: [{name: 'connect.sid', value: '{}', domain: 'localhost'}]", |r| format!("s%3A{}", r.mixed(40))),
    ("token_assignment", "{\"cookies\":[{\"name\":\"auth_token\",\"value\":\"{}\",\"expires\":1735689600}]}", |r| r.mixed(48)),
    // PHP and other indexed assignments.
    ("password_assignment", "$config['smtp_pass'] = '{}';", plain),
    ("password_assignment", "$db['default']['password'] = \"{}\";", worded),
    ("api_key_assignment", "$settings[\"api_key\"] = \"{}\";", |r| r.mixed(32)),
    ("secret_assignment", "app.config['SECRET_KEY'] = '{}'", |r| r.mixed(40)),
    ("token_assignment", "ENV[\"GITHUB_TOKEN\"] = \"{}\"", |r| r.mixed(40)),
    ("password_assignment", "os.environ['DB_PASSWORD'] = '{}'", plain),
    // Connection strings without a scheme.
    ("url_credentials", "dsn := \"app:{}@tcp(db.internal:3306)/orders?parseTime=true\"", plain),
    ("url_credentials", "DATABASE_DSN=root:{}@tcp(127.0.0.1:3306)/shop", |r| r.mixed(16)),
    ("url_credentials", "db, err := sql.Open(\"mysql\", \"svc:{}@unix(/var/run/mysqld/mysqld.sock)/app\")", worded),
    ("url_credentials", "2024-05-03 ERROR dial app:{}@tcp(mysql:3306)/orders: connection refused", plain),
    ("url_credentials", "  dsn: reporting:{}@tcp(replica.internal:3306)/analytics", |r| r.mixed(20)),
    // Token-only URL userinfo.
    ("url_credentials", "git clone https://{}@github.com/acme/api.git", |r| r.chars(HEX, 40)),
    ("url_credentials", "git remote set-url origin https://{}@gitlab.acme.internal/platform/api.git", |r| r.mixed(24)),
    ("url_credentials", "pip install git+https://{}@github.com/acme/private-lib.git", |r| r.mixed(36)),
    ("url_credentials", "fatal: unable to access 'https://{}@bitbucket.org/acme/app.git/': 403", |r| r.mixed(32)),
    ("url_credentials", "\"repository\": \"https://{}@git.acme.internal/infra/charts.git\"", |r| r.chars(HEX, 40)),
    // Positional credentials to known clients.
    ("credential_argument", "client = Client(\"AC{A}\", \"{}\")", |r| r.chars(HEX, 32)),
    ("credential_argument", "twilio = new Twilio('AC{A}', '{}');", |r| r.chars(HEX, 32)),
    ("credential_argument", "server.login(\"alerts@acme.internal\", \"{}\")", plain),
    ("credential_argument", "requests.get(url, auth=HTTPBasicAuth('ci', '{}'))", plain),
    ("credential_argument", "conn = pymysql.connect(\"db.internal\", \"app\", \"{}\", \"orders\")", worded),
    ("credential_argument", "ftp = FTP('ftp.acme.internal', 'backup', '{}')", plain),
    ("credential_argument", "r = requests.post(url, auth=('api', '{}'))", |r| r.mixed(32)),
    // Separators and wrappers.
    ("password_assignment", "password|{}", plain),
    ("password_assignment", "| DB_PASSWORD | {} | rotated 2024-04 |", plain),
    ("password_assignment", "PASSWORD=({})", plain),
    ("password_assignment", "set the password=`{}` in the vault", worded),
    ("password_assignment", "password\t{}", plain),
    ("token_assignment", "KEY\tVALUE\nAPI_TOKEN\t{}\nREGION\teu-west-1", |r| r.mixed(32)),
    ("secret_assignment", "`client_id`: `web`, `app_secret`: `{}`", |r| r.mixed(32)),
    ("password_assignment", "export DB_PASSWORD=({})", plain),
    // Placeholder words inside real secrets.
    ("password_assignment", "password={}", |r| format!("{}12345678{}!", r.pick(&["Welcome", "Summer", "Spring"]), r.chars("0123456789", 2))),
    ("password_assignment", "DB_PASSWORD={}", worded),
    ("url_credentials", "postgres://app:{}@db/x", worded),
    ("github_token", "GITHUB_TOKEN=ghp_{}", |r| format!("{}todo{}", r.mixed(16), r.mixed(16))),
    ("stripe_secret_key", "STRIPE_KEY=sk_live_{}", |r| format!("{}Dummy{}xxxx{}", r.mixed(8), r.mixed(8), r.mixed(8))),
    ("openai_api_key", "OPENAI_API_KEY=sk-proj-{}", |r| format!("{}_example_{}", r.mixed(30), r.mixed(30))),
];

pub fn all(rng: &mut Rng, out: &mut Vec<Positive>) {
    for (kind, carrier, value) in ROWS {
        let secret = value(rng);
        let filler = rng.chars(HEX, 32);
        out.push(Positive {
            kind,
            text: carrier.replace("{A}", &filler).replace("{}", &secret),
            secret,
        });
    }
}
