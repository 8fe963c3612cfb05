//! The MCP boundary: serves the registry over stdio with rmcp, and with the `http` feature over
//! Streamable HTTP (`http`).
//!
//! We implement `list_tools` and `call_tool` over our own registry instead of using rmcp's
//! `#[tool_router]`, which only routes attributes literally named `tool` and would silently drop
//! ours. Nothing here knows any particular tool.

mod budget;
mod framing;
mod guidance;
mod histories;
#[cfg(feature = "http")]
pub mod http;
mod line_shape;
mod outgoing;
mod replies;
mod served;
mod stdio;
mod unrouted;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, CustomRequest,
    CustomResult, GetPromptRequestParams, GetPromptResponse, Implementation,
    InitializeRequestParams, ListPromptsResult, ListResourceTemplatesResult, ListResourcesResult,
    ListToolsResult, PaginatedRequestParams, ReadResourceRequestParams, ReadResourceResponse,
    ServerCapabilities, ServerConfig, Tool, ToolAnnotations,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, ServiceExt};
use serde_json::Value;

use crate::boundary::provenance;
use crate::registry::{registry, CallError};
use crate::session::SessionStore;

pub use histories::{Histories, Identity, LOCAL};
pub use served::{Served, TOOLS_ENV};

pub use framing::MAX_MESSAGE_BYTES;

/// Told to the calling model at initialisation: when each tool is worth a call, and what the
/// provenance label on every answer means (said here once rather than in every answer).
const INSTRUCTIONS: &str = "Ackrite checks beliefs against the evidence you supply, never anything else. \
Before acting on a technical claim, call `ackrite` (or `verify` for a ledger) with the claim and your evidence items, \
each with type, source, content, polarity and reliability. Call `prove_it` to learn what evidence would settle a claim, \
`audit` before a rewrite or broad change, and `reality_check` when attempts keep failing or you are about to declare success. \
Reuse one sessionId per investigation; send detail \"brief\" for only what you act on.";

/// One server per connection (per request, for a client without MCP sessions); the histories
/// live as long as the process.
pub struct AckriteServer {
    histories: Arc<Histories>,
    served: Arc<Served>,
    tools: OnceLock<Vec<Tool>>,
    /// Set by the handshake's `initialize`; any later one is refused (see `initialize`).
    initialized: AtomicBool,
}

impl AckriteServer {
    pub fn new(histories: Arc<Histories>, served: Arc<Served>) -> Self {
        AckriteServer {
            histories,
            served,
            tools: OnceLock::new(),
            initialized: AtomicBool::new(false),
        }
    }

    /// The history store of whoever sent this request: over HTTP the identity the front door
    /// found for its token, otherwise the one local caller.
    fn history(&self, context: &RequestContext<RoleServer>) -> Result<&SessionStore, ErrorData> {
        #[cfg(feature = "http")]
        let identity = context
            .extensions
            .get::<::http::request::Parts>()
            .and_then(|parts| parts.extensions.get::<Identity>())
            .map(|identity| identity.0.clone());
        #[cfg(not(feature = "http"))]
        let identity: Option<Arc<str>> = {
            let _ = context;
            None
        };
        let name = identity.as_deref().unwrap_or(LOCAL);
        self.histories.store(name).ok_or_else(|| {
            ErrorData::internal_error("internal: no history for this caller's identity", None)
        })
    }

    /// The MCP tool list of the tools served, built once on the first request for it.
    fn tools(&self) -> &[Tool] {
        self.tools.get_or_init(|| {
            mcp_tools()
                .into_iter()
                .filter(|tool| self.served.contains(&tool.name))
                .collect()
        })
    }
}

/// Every registered tool as MCP describes it: title, annotations, both schemas. The title is
/// sent once, as the tool's `title`; `annotations.title` is only the fallback clients use when
/// that is missing, and repeating it would cost every session's `tools/list` the bytes again.
pub fn mcp_tools() -> Vec<Tool> {
    registry()
        .tools()
        .iter()
        .map(|tool| {
            let compiled = tool.compiled();
            Tool::new(
                tool.def.name,
                format!("{} {}", tool.def.description, provenance::IN_DESCRIPTIONS),
                compiled.input_schema.clone(),
            )
            .with_title(tool.def.title)
            .with_raw_output_schema(compiled.output_schema.clone())
            .with_annotations(ToolAnnotations::new().read_only(true).open_world(false))
        })
        .collect()
}

impl ServerHandler for AckriteServer {
    fn get_info(&self) -> ServerConfig {
        let capabilities = ServerCapabilities::builder()
            .enable_tools()
            .enable_prompts()
            .enable_resources()
            .build();
        let mut info = ServerConfig::new(capabilities);
        info.server_info = Implementation::new("ackrite", env!("CARGO_PKG_VERSION"));
        info.instructions = Some(format!("{INSTRUCTIONS} {}", provenance::NOTICE));
        info
    }

    /// Only the handshake's `initialize` is answered. rmcp's default handles a second one as a
    /// new handshake and replaces what the session negotiated: `initialize` again with
    /// `protocolVersion: "bogus"` made every later `ping` fail and changed the shape of every
    /// result. A session that started without `initialize` (the 2026-07-28 generation) has no
    /// peer information when one arrives, and is kept as it is too.
    async fn initialize(
        &self,
        request: InitializeRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<ServerConfig, ErrorData> {
        let handshake = context.peer.peer_info().is_some();
        if !handshake || self.initialized.swap(true, Ordering::SeqCst) {
            return Err(ErrorData::invalid_request(
                "invalid request: this session is already running; a second `initialize` is refused and changes nothing",
                None,
            ));
        }
        context.peer.set_peer_info(request.clone());
        self.negotiate_initialize(&request)
    }

    async fn on_custom_request(
        &self,
        request: CustomRequest,
        _context: RequestContext<RoleServer>,
    ) -> Result<CustomResult, ErrorData> {
        Err(unrouted::error(&request.method, request.params))
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(self.tools().to_vec()))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        self.tools().iter().find(|tool| tool.name == name).cloned()
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let arguments = Value::Object(request.arguments.unwrap_or_default());
        let outcome = if self.served.contains(&request.name) {
            registry().call(&request.name, arguments, self.history(&context)?)
        } else {
            Err(CallError::UnknownTool(
                crate::boundary::caller_quote::quote(&request.name),
            ))
        };
        match outcome {
            Ok(response) => Ok(CallToolResult::structured(response).into()),
            // An unknown tool is a routing failure, not a tool result (MCP: -32602).
            Err(error @ CallError::UnknownTool(_)) => Err(ErrorData::invalid_params(
                format!("invalid params: params.name: {error}"),
                None,
            )),
            // Text only: clients validate structuredContent against the output schema, and an
            // error does not match it.
            Err(CallError::Rejected(message) | CallError::Failed(message)) => {
                Ok(CallToolResult::error(vec![ContentBlock::text(message)]).into())
            }
        }
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        Ok(guidance::list_prompts(&self.served))
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        guidance::get_prompt(&self.served, &request.name, request.arguments).map(Into::into)
    }

    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        Ok(guidance::list_resources())
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourceTemplatesResult, ErrorData> {
        Ok(guidance::list_resource_templates())
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        guidance::read_resource(&request.uri, self.history(&context)?).map(Into::into)
    }
}

/// Serves MCP on stdin/stdout until stdin closes or the process is asked to terminate.
pub async fn serve_stdio(served: Served) -> std::io::Result<()> {
    let (transport, drain) = stdio::start()?;
    let server = AckriteServer::new(Arc::new(Histories::local()), Arc::new(served));
    let service = match server.serve(transport).await {
        Ok(service) => service,
        // The client left before the handshake finished: nothing to serve, nothing went wrong.
        Err(error) => {
            tracing::info!("no session: {error}");
            drain.finish().await;
            return Ok(());
        }
    };
    let terminate = terminate_signal();
    let broken = drain.broken();
    tokio::select! {
        result = service.waiting() => {
            if let Err(error) = result {
                tracing::warn!("server stopped: {error}");
            }
        }
        () = terminate => tracing::info!("terminated by signal"),
        // Already said, once, by the writer.
        () = broken.wait() => {}
    }
    drain.finish().await;
    Ok(())
}

#[cfg(unix)]
async fn terminate_signal() {
    use tokio::signal::unix::{signal, SignalKind};
    match signal(SignalKind::terminate()) {
        Ok(mut term) => {
            let interrupt = tokio::signal::ctrl_c();
            tokio::select! {
                _ = term.recv() => {}
                _ = interrupt => {}
            }
        }
        Err(_) => std::future::pending().await,
    }
}

#[cfg(not(unix))]
async fn terminate_signal() {
    let _ = tokio::signal::ctrl_c().await;
}
