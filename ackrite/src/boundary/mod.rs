//! The MCP boundary's adapters: what every tool's request and response pass through between the
//! wire and the plain analysis types, so that no tool and no analysis module repeats it; and the
//! prompts and resources served beside the tools.

pub mod caller_quote;
pub mod crossing;
pub mod field_facts;
pub mod input;
pub mod prompts;
pub mod provenance;
pub mod resources;
pub mod schema;
pub mod wire_name;
